import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Router from '@koa/router';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type pg from 'pg';
import {
  dropSchemas,
  eventually,
  infra,
  stopTestDatabase,
  testDatabaseUrl,
  uniqueSchema,
} from '@gems/testkit';
import { ident, type SqlExecutor } from '../db/sql.js';
import { createEnvelope } from '../events/envelope.js';
import { defineBatchConsumer, defineConsumer } from '../events/define-consumer.js';
import { OUTBOX_TABLES_SQL } from '../events/outbox.js';
import type { SqlQueryExecutor } from '../events/run-consumers.js';
import type { EventBus } from '../events/event-bus.port.js';
import type { DatabaseInfra, PrismaLike } from './service-infra.js';
import { startService, type StartedService } from './start-service.js';

/**
 * A small service started by the one bootstrap, as rewards or admin-metrics are: a migration, a
 * route, two consumers. What its callers would notice: the route and health answer, each event
 * counts once however often it is delivered, a payload that breaks its contract is parked (never
 * applied, never blocking the next one), after-commit work runs, and stop() closes everything.
 */

type Tx = SqlQueryExecutor;

/** A real transaction over pg, shaped like the part of Prisma the bootstrap uses. */
const pgTransactions = (pool: pg.Pool): PrismaLike<Tx> => ({
  async $transaction(work) {
    const client = await pool.connect();
    const tx: Tx = {
      $executeRawUnsafe: async (sql, ...values) => (await client.query(sql, values)).rowCount ?? 0,
      $queryRawUnsafe: async <T>(sql: string, ...values: unknown[]) =>
        (await client.query(sql, values)).rows as T,
    };
    try {
      await client.query('BEGIN');
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  },
  async $disconnect() {},
});

const likes = (tx: SqlExecutor, schema: string, gemId: number) =>
  tx.$executeRawUnsafe(
    `INSERT INTO ${ident(schema)}.likes (gem_id, n) VALUES ($1, 1)
     ON CONFLICT (gem_id) DO UPDATE SET n = likes.n + 1`,
    gemId,
  );

describe('startService with typed consumers', () => {
  const prefix = uniqueSchema('svc');
  const schema = `${prefix}_app`;
  const afterCommitted: string[] = [];
  const batches: number[] = [];
  let service: StartedService<{ routers: Router[] }>;
  let pool: pg.Pool;
  let bus: EventBus;
  let databaseUrl: string;

  const liked = (gemId: number) =>
    createEnvelope(
      'gem.liked',
      { gemId, userId: 2, ownerId: 3, at: new Date().toISOString() },
      { producer: 'test' },
    );
  const count = async (gemId: number) => {
    const { rows } = await pool.query(`SELECT n FROM ${ident(schema)}.likes WHERE gem_id = $1`, [gemId]);
    return rows[0]?.n ?? 0;
  };

  beforeAll(async () => {
    const migrations = mkdtempSync(join(tmpdir(), 'svc-migrations-'));
    mkdirSync(join(migrations, '20260101000000_init'));
    writeFileSync(
      join(migrations, '20260101000000_init', 'migration.sql'),
      `${OUTBOX_TABLES_SQL(schema)}
       CREATE TABLE ${ident(schema)}.likes (gem_id int PRIMARY KEY, n int NOT NULL);`,
    );
    databaseUrl = await testDatabaseUrl();
    service = await startService({
      name: 'example',
      config: {
        PORT: 0,
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        IDENTITY_URL: 'http://127.0.0.1:1',
        DATABASE_URL: databaseUrl,
        DB_SCHEMA: schema,
        EVENTBUS_SCHEMA: `${prefix}_bus`,
        NATS_URL: infra.natsUrl,
        REDIS_URL: infra.redisUrl,
        CACHE_PREFIX: prefix,
        EVENTS_NAMESPACE: prefix,
      },
      database: { migrationsDir: migrations, createPrisma: pgTransactions },
      compose(services: DatabaseInfra<Tx, PrismaLike<Tx>>) {
        pool = services.pool;
        bus = services.bus;
        const router = new Router();
        router.get('/gems/:id/likes', async (ctx) => {
          ctx.body = { count: await count(Number(ctx.params.id)) };
        });
        router.post('/gems/:id/like', async (ctx) => {
          const gemId = Number(ctx.params.id);
          await services.inTransaction(async (_tx, emit) =>
            emit('gem.liked', { gemId, userId: 5, ownerId: 6, at: new Date().toISOString() }),
          );
          ctx.status = 202;
        });
        return {
          routers: [router],
          consumers: [
            defineConsumer<Tx>({
              durable: 'example-likes',
              handlers: {
                'gem.liked': async (event, tx, { afterCommit }) => {
                  await likes(tx, schema, event.data.gemId);
                  afterCommit(async () => void afterCommitted.push(event.id));
                },
              },
            }),
            defineBatchConsumer<Tx, 'comment.created'>({
              durable: 'example-comments',
              subjects: ['comment.created'],
              handle: async (events) => void batches.push(events.length),
            }),
          ],
        };
      },
    });
  });

  afterAll(async () => {
    await service?.stop();
    if (infra.natsUrl) {
      const nc = await connect({ servers: infra.natsUrl });
      await (await jetstreamManager(nc)).streams.delete(`GEMS_${prefix}`).catch(() => false);
      await nc.close();
    }
    if (process.env.DATABASE_URL) await dropSchemas(databaseUrl, [schema, `${prefix}_bus`]);
    await stopTestDatabase();
  });

  it('serves its routes beside health and readiness', async () => {
    expect(await (await fetch(`${service.url}/healthz`)).json()).toEqual({ status: 'ok' });
    expect((await fetch(`${service.url}/readyz`)).status).toBe(200);
    expect(await (await fetch(`${service.url}/gems/1/likes`)).json()).toEqual({ count: 0 });
  });

  it('applies an event published through its outbox once, then its after-commit work', async () => {
    expect((await fetch(`${service.url}/gems/7/like`, { method: 'POST' })).status).toBe(202);
    await eventually(async () => (await count(7)) === 1);
    await eventually(() => afterCommitted.length === 1);
  });

  it('counts a redelivered event once', async () => {
    const event = liked(8);
    await service.deliver('example-likes', event);
    await service.deliver('example-likes', event, event);
    expect(await count(8)).toBe(1);
  });

  it('parks a payload that fails its contract and goes on with the next event', async () => {
    const broken = { ...liked(9), data: { gemId: 'nine', userId: 2, ownerId: 3, at: 'now' } };
    await bus.publish(broken);
    await bus.publish(liked(10));
    await eventually(async () => (await count(10)) === 1);
    expect(await count(9)).toBe(0);
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM ${ident(schema)}.processed_events WHERE event_id = $1`,
      [broken.id],
    );
    expect(rows[0].n).toBe(0); // parked, not applied
    // Replayed by hand, it is refused the same way rather than half-applied.
    await expect(service.deliver('example-likes', broken)).rejects.toThrow();
  });

  it('hands a batch consumer only the events it has not processed', async () => {
    const comment = (commentId: number) =>
      createEnvelope(
        'comment.created',
        { commentId, gemId: 1, userId: 2, gemOwnerId: 3, excerpt: 'hi', createdAt: new Date().toISOString() },
        { producer: 'test' },
      );
    const [a, b] = [comment(1), comment(2)];
    await service.deliver('example-comments', a);
    await service.deliver('example-comments', a, b);
    await service.deliver('example-comments', a, b);
    expect(batches).toEqual([1, 1]);
  });
});
