import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import type { Envelope } from '@gems/contracts';
import { eventually, infra, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { canNameStatements, createPool } from '../db/pool.js';
import { ident, pgExecutor } from '../db/sql.js';
import { createLogger } from '../logger.js';
import { consume } from './consume.js';
import type { EventBus, PublishBatchResult, Subscription } from './event-bus.port.js';
import { writeToOutbox, createEnvelope, markProcessed, OUTBOX_TABLES_SQL } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';
import { reachableBusTargets } from './test-event-buses.js';

const logger = createLogger('outbox-test', 'silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const registered = (userId: number) =>
  createEnvelope(
    'user.registered',
    {
      userId,
      username: `user${userId}`,
      email: `user${userId}@example.com`,
      profileImageUrl: null,
      isPublic: true,
      referredBy: null,
      createdAt: new Date().toISOString(),
    },
    { producer: 'outbox-test' },
  );

afterAll(async () => {
  await stopTestDatabase();
});

for (const createTarget of reachableBusTargets(logger, {
  natsUrl: infra.natsUrl,
  databaseUrl: testDatabaseUrl,
  uniqueSchema,
})) {
  const target = createTarget();

  describe(`transactional outbox over the ${target.name} bus`, () => {
    const schema = uniqueSchema('outbox');
    const s = ident(schema);
    const durable = `welcome-${schema}`;
    let pool: pg.Pool;
    let bus: EventBus;
    let subscription: Subscription;
    const relays: OutboxRelay[] = [];
    /** Every handler run: which event, which delivery, and whether markProcessed let it apply. */
    const handled: Array<{ id: string; attempt: number; applied: boolean }> = [];
    /** Events whose first delivery fails after its transaction committed (a crash before the ack). */
    const failAfterCommit = new Set<string>();

    const relay = (options: { crash?: boolean; bus?: EventBus } = {}) => {
      const created = new OutboxRelay({
        pool,
        schema,
        bus: options.bus ?? bus,
        logger,
        pollMs: 100,
        backoff: { baseMs: 100, maxMs: 200 },
        testOnlyCrashAfterPublish: options.crash,
        namedStatements: canNameStatements(pool), // as the services run it
      });
      relays.push(created);
      created.start();
      return created;
    };

    /** The service's own write: a user row and its event, committed (or not) together. */
    const registerUser = async (
      envelope: Envelope<{ userId: number }>,
      outcome: 'COMMIT' | 'ROLLBACK' = 'COMMIT',
    ) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query(`INSERT INTO ${s}.users (id) VALUES ($1)`, [envelope.data.userId]);
        await writeToOutbox(pgExecutor(client), schema, envelope);
        await client.query(outcome);
      } finally {
        client.release();
      }
    };

    const outboxRow = async (id: string) =>
      (
        await pool.query<{ published_at: Date | null; attempts: number }>(
          `SELECT published_at, attempts FROM ${s}.outbox_events WHERE id = $1`,
          [id],
        )
      ).rows[0];

    const welcomes = async (userId: number) =>
      (await pool.query<{ count: number }>(`SELECT count FROM ${s}.welcomes WHERE user_id = $1`, [userId]))
        .rows[0]?.count ?? 0;

    const passThrough = (): EventBus => ({
      publish: (envelope, headers) => bus.publish(envelope, headers),
      publishBatch: (messages) => bus.publishBatch(messages),
      subscribe: (options) => bus.subscribe(options),
      subscribeBatch: (options) => bus.subscribeBatch(options),
      ping: () => bus.ping(),
      close: async () => undefined,
    });

    /**
     * The real bus, except that the events in `failing` fail to publish. `outage`: the rest of the
     * batch fails too; `alone`: the rest gets through, as a pipelined NATS batch may.
     */
    const failingBus = (failing: Set<string>, mode: 'outage' | 'alone'): EventBus => ({
      ...passThrough(),
      publishBatch: async (messages) => {
        let result: PublishBatchResult | undefined;
        for (const [index, { envelope, headers }] of messages.entries()) {
          if (failing.has(envelope.id)) {
            result ??= { published: index, error: new Error('bus unavailable') };
            if (mode === 'outage') break;
          } else {
            await bus.publish(envelope, headers);
          }
        }
        return result ?? { published: messages.length };
      },
    });

    /** Writes the events in one transaction, so the relay takes them as one batch. */
    const registerAll = async (events: Array<Envelope<{ userId: number }>>) => {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const event of events) {
          await client.query(`INSERT INTO ${s}.users (id) VALUES ($1)`, [event.data.userId]);
          await writeToOutbox(pgExecutor(client), schema, event);
        }
        await client.query('COMMIT');
      } finally {
        client.release();
      }
    };

    beforeAll(async () => {
      pool = createPool(await testDatabaseUrl(), { max: 10 });
      await pool.query(OUTBOX_TABLES_SQL(schema));
      await pool.query(
        `CREATE TABLE ${s}.users (id int PRIMARY KEY); CREATE TABLE ${s}.welcomes (user_id int PRIMARY KEY, count int NOT NULL)`,
      );
      bus = await target.open();
      // The consumer's effect is a counter, which a second application would visibly double.
      subscription = await consume(bus, {
        durable,
        subjects: ['user.registered'],
        logger,
        backoff: { baseMs: 50 },
        handle: async (envelope, delivery) => {
          const client = await pool.connect();
          let applied = false;
          try {
            await client.query('BEGIN');
            applied = await markProcessed(pgExecutor(client), schema, durable, envelope.id);
            if (applied) {
              await client.query(
                `INSERT INTO ${s}.welcomes (user_id, count) VALUES ($1, 1) ON CONFLICT (user_id) DO UPDATE SET count = welcomes.count + 1`,
                [(envelope.data as { userId: number }).userId],
              );
            }
            await client.query('COMMIT');
          } finally {
            client.release();
          }
          handled.push({ id: envelope.id, attempt: delivery.attempt, applied });
          if (failAfterCommit.has(envelope.id) && delivery.attempt === 1)
            throw new Error('crashed after commit, before ack');
        },
      });
    });

    afterAll(async () => {
      await Promise.all(relays.map((r) => r.stop()));
      await subscription?.drain();
      await target.cleanup();
      await pool?.query(`DROP SCHEMA IF EXISTS ${s} CASCADE`);
      await pool?.end();
    });

    it('applies an event exactly once although the relay died between publish and mark, and the consumer before its ack', async () => {
      const event = registered(1);
      failAfterCommit.add(event.id);
      await registerUser(event);

      const crashing = relay({ crash: true });
      await eventually(() => handled.some((h) => h.id === event.id));
      await crashing.stop();
      expect((await outboxRow(event.id))?.published_at).toBeNull(); // published, never marked

      relay(); // the restarted relay publishes the row again
      await eventually(async () => (await outboxRow(event.id))?.published_at);
      const marker = registered(2);
      await registerUser(marker);
      await eventually(() => handled.some((h) => h.id === marker.id));

      expect(await welcomes(1)).toBe(1);
      expect(handled.filter((h) => h.id === event.id)).toEqual([
        { id: event.id, attempt: 1, applied: true },
        { id: event.id, attempt: 2, applied: false },
      ]);
    });

    it('publishes nothing for a rolled-back transaction', async () => {
      const rolledBack = registered(3);
      await registerUser(rolledBack, 'ROLLBACK');
      const marker = registered(4);
      await registerUser(marker);
      await eventually(() => handled.some((h) => h.id === marker.id));

      expect(await outboxRow(rolledBack.id)).toBeUndefined();
      expect(handled.some((h) => h.id === rolledBack.id)).toBe(false);
      expect(await welcomes(3)).toBe(0);
    });

    it('publishes the events of one transaction in the order they were written', async () => {
      const events = [5, 6, 7, 8, 9].map(registered);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        for (const event of events) await writeToOutbox(pgExecutor(client), schema, event);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      const ids = events.map((e) => e.id);
      await eventually(() => ids.every((id) => handled.some((h) => h.id === id)));
      expect(handled.map((h) => h.id).filter((id) => ids.includes(id))).toEqual(ids);
    });

    it('keeps a row whose publish failed and publishes it on a later attempt', async () => {
      await Promise.all(relays.map((r) => r.stop())); // only the flaky relay below may publish
      let failuresLeft = 2;
      const flaky: EventBus = {
        ...passThrough(),
        publishBatch: async (messages) => {
          if (failuresLeft-- > 0) return { published: 0, error: new Error('bus unavailable') };
          return bus.publishBatch(messages);
        },
      };
      const event = registered(10);
      await registerUser(event);
      const flakyRelay = relay({ bus: flaky });
      await eventually(async () => (await outboxRow(event.id))?.published_at);
      await flakyRelay.stop();

      expect((await outboxRow(event.id))?.attempts).toBe(2);
      await eventually(() => handled.some((h) => h.id === event.id));
      await sleep(100);
      expect(await welcomes(10)).toBe(1);
    });

    it('marks the rows before a failed publish of a batch, retries from it, and delivers each once in order', async () => {
      await Promise.all(relays.map((r) => r.stop()));
      const events = [11, 12, 13, 14, 15, 16].map(registered);
      const ids = events.map((e) => e.id);
      const failing = new Set([ids[2]!]);
      await registerAll(events);
      const failingRelay = relay({ bus: failingBus(failing, 'outage') });
      await eventually(async () => ((await outboxRow(ids[2]!))?.attempts ?? 0) > 0);

      const rows = await Promise.all(ids.map(outboxRow));
      expect(rows.map((row) => row?.published_at !== null)).toEqual([true, true, false, false, false, false]);
      expect(rows.map((row) => (row?.attempts ?? 0) > 0)).toEqual([false, false, true, false, false, false]);

      failing.clear(); // the bus is back
      await eventually(async () => (await Promise.all(ids.map(outboxRow))).every((row) => row?.published_at));
      await failingRelay.stop();
      await eventually(() => ids.every((id) => handled.some((h) => h.id === id)));
      await sleep(200);
      expect(handled.filter((h) => ids.includes(h.id))).toEqual(
        ids.map((id) => ({ id, attempt: 1, applied: true })),
      );
      for (const userId of [11, 12, 13, 14, 15, 16]) expect(await welcomes(userId)).toBe(1);
    });

    it('drops the re-publish of rows that got onto the bus after a failed one in their batch', async () => {
      await Promise.all(relays.map((r) => r.stop()));
      const events = [17, 18, 19, 20].map(registered);
      const ids = events.map((e) => e.id);
      const failing = new Set([ids[1]!]);
      await registerAll(events);
      const failingRelay = relay({ bus: failingBus(failing, 'alone') });
      await eventually(async () => ((await outboxRow(ids[1]!))?.attempts ?? 0) > 0);
      const rows = await Promise.all(ids.map(outboxRow));
      expect(rows.map((row) => row?.published_at !== null)).toEqual([true, false, false, false]);

      failing.clear();
      await eventually(async () => (await Promise.all(ids.map(outboxRow))).every((row) => row?.published_at));
      await failingRelay.stop();
      await eventually(() => ids.every((id) => handled.some((h) => h.id === id)));
      await sleep(200);
      // Each once; the failed row arrives after those that got through (order holds without failures).
      expect(handled.filter((h) => ids.includes(h.id))).toEqual(
        [ids[0], ids[2], ids[3], ids[1]].map((id) => ({ id, attempt: 1, applied: true })),
      );
      for (const userId of [17, 18, 19, 20]) expect(await welcomes(userId)).toBe(1);
    });

    it('prunes processed-event marks older than their retention and keeps newer ones', async () => {
      await Promise.all(relays.map((r) => r.stop()));
      await pool.query(
        `INSERT INTO ${s}.processed_events (consumer, event_id, processed_at)
         VALUES ('prune-test', 'old', now() - interval '2 hours'), ('prune-test', 'new', now())`,
      );
      const pruner = new OutboxRelay({
        pool,
        schema,
        bus,
        logger,
        pollMs: 100,
        retainProcessedMs: 60 * 60 * 1000,
      });
      relays.push(pruner);
      pruner.start();
      const kept = async () =>
        (
          await pool.query<{ event_id: string }>(
            `SELECT event_id FROM ${s}.processed_events WHERE consumer = 'prune-test' ORDER BY event_id`,
          )
        ).rows.map((row) => row.event_id);
      await eventually(async () => (await kept()).length === 1);
      expect(await kept()).toEqual(['new']);
    });
  });
}
