import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import {
  eventually,
  itIf,
  stopTestDatabase,
  testDatabaseUrl,
  uniqueSchema,
  usingRealPostgres,
} from '@gems/testkit';
import type { Envelope } from '@gems/contracts';
import { createPool } from '../db/pool.js';
import { ident, pgExecutor } from '../db/sql.js';
import { countStatements, takeStatementCount } from '../db/statement-counter.js';
import { createLogger } from '../logger.js';
import { EmbeddedEventBus } from './embedded-event-bus.adapter.js';
import type { EventBus, Subscription } from './event-bus.port.js';
import { createEnvelope, OUTBOX_TABLES_SQL, writeToOutbox } from './outbox.js';
import { OutboxRelay } from './outbox-relay.js';

/**
 * The idle app polls nothing (issue 25 §4.10): the relay's poll grows while it finds nothing, a
 * replica's commit wakes the relaying replica through NOTIFY, and the embedded bus's consumers
 * sleep until something is published (in this process, or in another, which one watcher sees).
 */
const logger = createLogger('idle-polling-test', 'silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const event = (n: number) =>
  createEnvelope(
    'user.registered',
    {
      userId: n,
      username: `user${n}`,
      email: `user${n}@example.com`,
      profileImageUrl: null,
      isPublic: true,
      referredBy: null,
      createdAt: new Date().toISOString(),
    },
    { producer: 'idle-polling-test' },
  );

let pool: pg.Pool;
const schema = uniqueSchema('idle');
const busSchema = uniqueSchema('idle_bus');
const stoppers: Array<() => Promise<unknown>> = [];

beforeAll(async () => {
  pool = createPool(await testDatabaseUrl(), { max: 10 });
  countStatements(pool);
  await pool.query(OUTBOX_TABLES_SQL(schema));
});
afterAll(async () => {
  for (const stop of stoppers.reverse()) await stop();
  await pool.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
  await pool.query(`DROP SCHEMA IF EXISTS ${ident(busSchema)} CASCADE`);
  await pool.end();
  await stopTestDatabase();
});

/** A bus that only records what the relay publishes. */
function recordingBus(published: string[]): EventBus {
  return {
    publish: async (envelope) => void published.push(envelope.id),
    publishBatch: async (messages) => {
      published.push(...messages.map((m) => m.envelope.id));
      return { published: messages.length };
    },
    subscribe: () => Promise.reject(new Error('not here')),
    subscribeBatch: () => Promise.reject(new Error('not here')),
    ping: async () => true,
    close: async () => undefined,
  };
}

const commit = async (envelope: Envelope) => {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await writeToOutbox(pgExecutor(client), schema, envelope);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
};

describe('the outbox relay while idle', () => {
  it('polls less and less while it finds nothing, and publishes at once when kicked', async () => {
    const published: string[] = [];
    const relay = new OutboxRelay({
      pool,
      schema,
      bus: recordingBus(published),
      logger,
      pollMs: 50,
      idlePollMaxMs: 400,
    });
    relay.start();
    stoppers.push(() => relay.stop());
    await sleep(300);
    takeStatementCount(pool);
    await sleep(2_000);
    // At a steady 50 ms it would be 40 polls; doubling to 400 ms it is about 6.
    expect(takeStatementCount(pool)).toBeLessThan(12);

    const envelope = event(1);
    await commit(envelope);
    const started = Date.now();
    relay.kick();
    await eventually(async () => published.includes(envelope.id), 2_000, 10);
    expect(Date.now() - started).toBeLessThan(300);
    await relay.stop();
  });

  itIf(usingRealPostgres(), 'LISTEN/NOTIFY across pools needs a real Postgres (DATABASE_URL)')(
    'wakes the replica holding the relay lock when another replica commits, without waiting for its poll',
    async () => {
      const published: string[] = [];
      const options = { pool, schema, logger, pollMs: 60_000, idlePollMaxMs: 60_000, listen: true };
      const holder = new OutboxRelay({ ...options, bus: recordingBus(published) });
      holder.start();
      stoppers.push(() => holder.stop());
      await sleep(300); // it takes the lock
      const other = new OutboxRelay({ ...options, bus: recordingBus(published) });
      other.start();
      stoppers.push(() => other.stop());
      await sleep(300); // it finds the lock taken

      const envelope = event(2);
      await commit(envelope);
      const started = Date.now();
      other.kick(); // this replica committed: it notifies the holder
      await eventually(async () => published.includes(envelope.id), 3_000, 10);
      expect(Date.now() - started).toBeLessThan(1_000);
      await other.stop();
      await holder.stop();
    },
  );
});

describe('the embedded bus while idle', () => {
  it('does not poll per consumer, and still delivers what another process published within a poll', async () => {
    const bus = await EmbeddedEventBus.start({ pool, schema: busSchema, logger, pollMs: 100 });
    stoppers.push(() => bus.close());
    const received: string[] = [];
    const subscriptions: Subscription[] = [];
    for (let i = 0; i < 8; i++)
      subscriptions.push(
        await bus.subscribe({
          durable: `idle-${i}`,
          subjects: ['user.registered'],
          handler: async (delivery) => {
            received.push(`${i}:${delivery.envelope.id}`);
            await delivery.ack();
          },
        }),
      );
    await sleep(300);
    takeStatementCount(pool);
    await sleep(1_000);
    // Eight consumers polling every 100 ms would be 80; one watcher is about 10.
    expect(takeStatementCount(pool)).toBeLessThan(25);

    // Another process's publish: a row written to the stream without this process's signal.
    const envelope = event(3);
    await pool.query(
      `INSERT INTO ${ident(busSchema)}.messages (msg_id, subject, headers, envelope) VALUES ($1, $2, '{}'::jsonb, $3::jsonb)`,
      [envelope.id, envelope.type, JSON.stringify(envelope)],
    );
    const started = Date.now();
    await eventually(async () => received.filter((r) => r.endsWith(envelope.id)).length === 8, 3_000, 10);
    expect(Date.now() - started).toBeLessThan(1_000);

    // And one published here reaches them at once.
    const local = event(4);
    await bus.publish(local);
    await eventually(async () => received.filter((r) => r.endsWith(local.id)).length === 8, 1_000, 5);
    for (const subscription of subscriptions) await subscription.drain();
  });
});
