// Shared set-up for rewards' integration tests: gateway + identity + rewards (curation and social
// when asked), a bus to publish other services' events on, and direct reads of rewards' schema.
import pg from 'pg';
import type { Envelope, EventData, EventType, GemSource } from '@gems/contracts';
import { createEnvelope, createEventBus, type EventBus } from '@gems/platform/events';
import { createPool } from '@gems/platform/db/pool';
import { createLogger } from '@gems/platform/logger';
import {
  eventually,
  expectDocumentedAnswer,
  operationUrl,
  stopTestDatabase,
  type TestClient,
} from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

export interface SignedIn {
  client: TestClient;
  user: { id: number; username: string; email: string };
}

const ADMIN_EMAIL = 'rewards-admin@example.com';

export interface RewardsHarness {
  stack: TestStack;
  schema: string;
  signedIn(query?: string, account?: Record<string, string>): Promise<SignedIn>;
  admin(): Promise<SignedIn>;
  publish<T extends EventType>(type: T, data: EventData<T>): Promise<Envelope>;
  /** Publishes gem.created as curation would (no `source`: an event from before it existed). */
  gem(ownerId: number, title?: string, source?: GemSource): Promise<number>;
  balance(who: SignedIn): Promise<{
    currentPoints: number;
    weeklyPoints: number;
    lifetimePoints: number;
    gemTokenBalance: number;
  }>;
  query<R extends pg.QueryResultRow>(sql: string, values?: unknown[]): Promise<R[]>;
  stop(): Promise<void>;
}

let nextGemId = 5000;

export async function startRewardsHarness(
  services: { curation?: boolean; social?: boolean } = {},
  env: Record<string, string> = {},
): Promise<RewardsHarness> {
  const stack = await startTestStack({ ADMIN_EMAIL, ...env }, { rewards: true, ...services });
  const schema = stack.env.DB_SCHEMA!.replace(/_identity$/, '_rewards');
  const pool = stack.env.NATS_URL ? undefined : createPool(stack.env.DATABASE_URL!);
  const bus: EventBus = await createEventBus({
    natsUrl: stack.env.NATS_URL,
    pool,
    schema: stack.env.EVENTBUS_SCHEMA,
    namespace: stack.env.EVENTS_NAMESPACE,
    logger: createLogger('rewards-test', 'silent'),
  });
  const db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 2 });
  const query = async <R extends pg.QueryResultRow>(sql: string, values: unknown[] = []) =>
    (await db.query<R>(sql.replaceAll('$schema', `"${schema}"`), values)).rows;
  let admin: SignedIn | undefined;

  const harness: RewardsHarness = {
    stack,
    schema,
    query,
    async signedIn(queryString = '', account = {}) {
      const client = stack.client();
      const res = await client.post(`${operationUrl('postAuthRegister')}${queryString}`, newAccount(account));
      if (res.status !== 201) throw new Error(`register answered ${res.status}: ${JSON.stringify(res.body)}`);
      // Rewards learns the user from identity's user.registered.
      await eventually(
        async () =>
          (await query('SELECT 1 FROM $schema.reward_users WHERE user_id = $1', [res.body.id])).length,
      );
      return { client, user: res.body };
    },
    async admin() {
      admin ??= await (async () => {
        const registered = await harness.signedIn('', {
          email: ADMIN_EMAIL,
          username: `admin_${Date.now().toString(36)}`,
        });
        // ADMIN_EMAIL grants admin only once verified, and a session carries its sign-in's role.
        await stack.verifyEmail(ADMIN_EMAIL);
        const res = await registered.client.post(operationUrl('postAuthLogin'), {
          email: ADMIN_EMAIL,
          password: 'secret123',
        });
        if (res.status !== 200 || !res.body.isAdmin) throw new Error(`admin sign-in answered ${res.status}`);
        return { client: registered.client, user: res.body };
      })();
      return admin;
    },
    async publish(type, data) {
      const envelope = createEnvelope(type, data, { producer: 'test' });
      await bus.publish(envelope);
      return envelope;
    },
    async gem(ownerId, title = 'A gem', source) {
      const gemId = nextGemId++;
      await harness.publish('gem.created', {
        ...(source ? { source } : {}),
        gemId,
        userId: ownerId,
        visibility: 'public',
        title,
        url: `https://example.com/${gemId}`,
        canonicalUrl: null,
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
    async balance(who) {
      const res = await who.client.get(operationUrl('getRewardsBalance'));
      if (res.status !== 200) throw new Error(`balance answered ${res.status}`);
      expectDocumentedAnswer(res);
      return res.body;
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
