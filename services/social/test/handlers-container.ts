// A social container of a test file's own, for tests of the event handlers themselves: they are
// called directly (the embedded bus keeps the file self-contained), on the test database.
import { createLogger } from '@gems/platform/logger';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { loadSocialConfig } from '../src/config.js';
import { createContainer, type SocialContainer } from '../src/container.js';

export interface HandlersContainer {
  c: SocialContainer;
  url: string;
  /** Social's own schema. */
  schema: string;
  close(): Promise<void>;
}

export async function startHandlersContainer(name: string): Promise<HandlersContainer> {
  const prefix = uniqueSchema(name);
  const schemas = [`${prefix}_social`, `${prefix}_bus`];
  const url = await testDatabaseUrl();
  const config = loadSocialConfig({
    DATABASE_URL: url,
    DB_SCHEMA: schemas[0],
    EVENTBUS_SCHEMA: schemas[1],
    EVENTS_NAMESPACE: prefix,
    CACHE_PREFIX: prefix,
    IDENTITY_URL: 'http://127.0.0.1:1',
    LOG_LEVEL: 'silent',
  });
  const c = await createContainer(config, createLogger('social', 'silent'));
  return {
    c,
    url,
    schema: schemas[0]!,
    async close() {
      await c.close();
      await dropSchemas(url, schemas);
      await stopTestDatabase();
    },
  };
}
