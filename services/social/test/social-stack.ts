// Shared set-up for social's integration tests: a gateway + identity + social stack, a bus to
// publish curation's events on (the stack's own namespace), and direct reads of social's schema.
import { expect } from '@jest/globals';
import pg from 'pg';
import type { Envelope, EventData, EventType } from '@gems/contracts';
import { createEnvelope, createEventBus, type EventBus } from '@gems/platform/events';
import { createPool } from '@gems/platform/db/pool';
import { createLogger } from '@gems/platform/logger';
import { eventually, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

export interface SignedIn {
  client: TestClient;
  user: { id: number; username: string };
}

export interface SocialHarness {
  stack: TestStack;
  schema: string;
  signedIn(): Promise<SignedIn>;
  publish<T extends EventType>(type: T, data: EventData<T>): Promise<Envelope>;
  /** Publishes gem.created as curation would, then waits until social knows the gem. */
  gem(ownerId: number, visibility?: 'public' | 'followers' | 'private', title?: string): Promise<number>;
  collection(ownerId: number, visibility?: 'public' | 'followers' | 'private'): Promise<number>;
  makePrivate(who: SignedIn): Promise<void>;
  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

let nextId = 1000;

export async function startSocialHarness(services: { curation?: boolean } = {}): Promise<SocialHarness> {
  const stack = await startTestStack({}, { social: true, ...services });
  const schema = stack.env.DB_SCHEMA!.replace(/_identity$/, '_social');
  const pool = stack.env.NATS_URL ? undefined : createPool(stack.env.DATABASE_URL!);
  const bus: EventBus = await createEventBus({
    natsUrl: stack.env.NATS_URL,
    pool,
    schema: stack.env.EVENTBUS_SCHEMA,
    namespace: stack.env.EVENTS_NAMESPACE,
    logger: createLogger('social-test', 'silent'),
  });
  const db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 2 });
  const query = async <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
    (await db.query<R>(sql.replaceAll('$schema', `"${schema}"`), values)).rows;

  const harness: SocialHarness = {
    stack,
    schema,
    query,
    async signedIn() {
      const client = stack.client();
      const { body } = await client.post('/api/auth/register', newAccount());
      // Social learns the user from identity's user.registered.
      await eventually(
        async () => (await query('SELECT 1 FROM $schema.user_cards WHERE user_id = $1', [body.id])).length,
      );
      return { client, user: body };
    },
    async publish(type, data) {
      const envelope = createEnvelope(type, data, { producer: 'curation' });
      await bus.publish(envelope);
      return envelope;
    },
    async gem(ownerId, visibility = 'public', title = 'A gem') {
      const gemId = nextId++;
      await harness.publish('gem.created', {
        gemId,
        userId: ownerId,
        visibility,
        title,
        url: `https://example.com/${gemId}`,
        canonicalUrl: `https://example.com/${gemId}`,
        categories: ['Art'],
        tags: [],
        imageUrl: '',
        createdAt: new Date().toISOString(),
      });
      await eventually(
        async () => (await query('SELECT 1 FROM $schema.gem_refs WHERE gem_id = $1', [gemId])).length,
      );
      return gemId;
    },
    async collection(ownerId, visibility = 'public') {
      const collectionId = nextId++;
      await harness.publish('collection.created', {
        collectionId,
        userId: ownerId,
        visibility,
        title: 'A collection',
        createdAt: new Date().toISOString(),
      });
      await eventually(
        async () =>
          (await query('SELECT 1 FROM $schema.collection_refs WHERE collection_id = $1', [collectionId]))
            .length,
      );
      return collectionId;
    },
    async makePrivate(who) {
      expect((await who.client.patch('/api/auth/profile', { isPublic: false })).status).toBe(200);
      await eventually(
        async () =>
          (
            await query('SELECT 1 FROM $schema.user_cards WHERE user_id = $1 AND NOT is_public', [
              who.user.id,
            ])
          ).length,
      );
    },
    async stop() {
      await bus.close();
      await pool?.end();
      await db.end();
      await stack.stop();
      await stopTestDatabase();
    },
  };
  return harness;
}
