// A social service of a test file's own, for tests of the event handlers themselves: deliveries
// are handed to its consumers directly (the embedded bus keeps the file self-contained), on the
// test database.
import type { Envelope } from '@gems/contracts';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { startSocial } from '../src/service.js';
import { USER_EVENTS_DURABLE } from '../src/users/user-events.consumer.js';
import { CURATION_EVENTS_DURABLE } from '../src/replicas/curation-events.consumer.js';
import { NOTIFICATIONS_DURABLE } from '../src/notifications/notification-writer.consumer.js';

type Social = Awaited<ReturnType<typeof startSocial>>;

/** The service's use cases, and its consumers as a delivery reaches them. */
export type SocialContainer = Social['parts']['services'] & {
  handlers: {
    users(envelope: Envelope): Promise<void>;
    curation(envelope: Envelope): Promise<void>;
    notifications: ((envelope: Envelope) => Promise<void>) & { many(envelopes: Envelope[]): Promise<void> };
  };
};

export interface HandlersContainer {
  c: SocialContainer;
  url: string;
  /** Social's own schema. */
  schema: string;
  close(): Promise<void>;
}

/** `env` overrides the service's settings (e.g. IDENTITY_URL of a running identity). */
export async function startHandlersContainer(
  name: string,
  env: Record<string, string> = {},
): Promise<HandlersContainer> {
  const prefix = uniqueSchema(name);
  const schemas = [`${prefix}_social`, `${prefix}_bus`];
  const url = await testDatabaseUrl();
  const social = await startSocial({
    DATABASE_URL: url,
    DB_SCHEMA: schemas[0],
    EVENTBUS_SCHEMA: schemas[1],
    EVENTS_NAMESPACE: prefix,
    CACHE_PREFIX: prefix,
    IDENTITY_URL: 'http://127.0.0.1:1',
    CURATION_URL: 'http://127.0.0.1:1',
    LOG_LEVEL: 'silent',
    PORT: '0',
    ...env,
  });
  const deliver = (durable: string) => (envelope: Envelope) => social.deliver(durable, envelope);
  const c: SocialContainer = {
    ...social.parts.services,
    handlers: {
      users: deliver(USER_EVENTS_DURABLE),
      curation: deliver(CURATION_EVENTS_DURABLE),
      notifications: Object.assign(deliver(NOTIFICATIONS_DURABLE), {
        many: (envelopes: Envelope[]) => social.deliver(NOTIFICATIONS_DURABLE, ...envelopes),
      }),
    },
  };
  return {
    c,
    url,
    schema: schemas[0]!,
    async close() {
      await social.stop();
      await dropSchemas(url, schemas);
      await stopTestDatabase();
    },
  };
}
