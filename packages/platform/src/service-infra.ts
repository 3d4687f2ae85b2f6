import type pg from 'pg';
import type { Logger } from './logger.js';
import { createPool, pingPool } from './db/pool.js';
import { runMigrations } from './db/migrate.js';
import { createUnitOfWork } from './db/unit-of-work.js';
import type { SqlExecutor } from './db/sql.js';
import { createCache } from './cache/index.js';
import { createEventBus, OutboxRelay } from './events/index.js';

interface PrismaLike<Tx> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
  $disconnect(): Promise<void>;
}

/**
 * What every service's composition root starts the same way: its pool and migrations, its Prisma
 * client, the cache, the event bus with the outbox relay, and the unit of work that writes
 * events with the state change. Adapters are picked by configuration alone (embedded when a
 * URL is unset). `close` stops them in reverse order; the service drains its consumers first.
 */
export async function createServiceInfra<Tx extends SqlExecutor, P extends PrismaLike<Tx>>(options: {
  name: string;
  config: {
    DATABASE_URL: string;
    DB_SCHEMA: string;
    EVENTBUS_SCHEMA: string;
    REDIS_URL?: string;
    NATS_URL?: string;
    CACHE_PREFIX: string;
    EVENTS_NAMESPACE?: string;
  };
  logger: Logger;
  migrationsDir: string;
  createPrisma: (pool: pg.Pool, schema: string) => P;
  /** Defaults to config.DATABASE_URL (a service may add connection options). */
  databaseUrl?: string;
}) {
  const { name, config, logger } = options;
  const pool = createPool(options.databaseUrl ?? config.DATABASE_URL, { applicationName: name });
  await runMigrations(pool, { schema: config.DB_SCHEMA, dir: options.migrationsDir, logger });
  const prisma = options.createPrisma(pool, config.DB_SCHEMA);
  const cache = await createCache({ redisUrl: config.REDIS_URL, logger, namespace: config.CACHE_PREFIX });
  const bus = await createEventBus({
    natsUrl: config.NATS_URL,
    pool,
    schema: config.EVENTBUS_SCHEMA,
    logger,
    name,
    namespace: config.EVENTS_NAMESPACE,
  });
  const relay = new OutboxRelay({ pool, schema: config.DB_SCHEMA, bus, logger });
  const inTransaction = createUnitOfWork<Tx>({
    transaction: (fn) => prisma.$transaction(fn),
    schema: config.DB_SCHEMA,
    producer: name,
    onCommitted: () => relay.kick(),
  });
  return {
    pool,
    prisma,
    cache,
    bus,
    relay,
    inTransaction,
    readiness: { postgres: () => pingPool(pool), cache: () => cache.ping(), events: () => bus.ping() },
    async close() {
      await relay.stop();
      await bus.close();
      await cache.close();
      await prisma.$disconnect();
      await pool.end();
    },
  };
}
