import type pg from 'pg';
import type { Logger } from '../logger.js';
import { canNameStatements, createPool, pingPool } from '../db/pool.js';
import { countStatements, statementWindows } from '../db/statement-counter.js';
import { startUsageFlush } from '../db/usage-flush.js';
import { runMigrations } from '../db/migrate.js';
import { statementNames, type PrismaStatement } from '../db/statement-names.js';
import { createUnitOfWork } from '../db/unit-of-work.js';
import { createCache, type Cache } from '../cache/index.js';
import { createEventBus, OutboxRelay, type EventBus } from '../events/index.js';
import type { SqlQueryExecutor } from '../events/run-consumers.js';
import { cacheReadiness, type ReadinessCheck } from '../http/health.js';
import { ConfigError } from '../config.js';

/** The configuration fields the infrastructure reads; every service config has them. */
export interface InfraConfig {
  DATABASE_URL?: string;
  DB_SCHEMA?: string;
  EVENTBUS_SCHEMA: string;
  REDIS_URL?: string;
  NATS_URL?: string;
  NATS_STREAM_REPLICAS?: number;
  CACHE_PREFIX: string;
  EVENTS_NAMESPACE?: string;
  METERING?: boolean;
  METERING_FLUSH_SECONDS?: number;
}

export interface PrismaLike<Tx> {
  $transaction<R>(fn: (tx: Tx) => Promise<R>): Promise<R>;
  $disconnect(): Promise<void>;
}

/** Options a service passes on to Prisma's pg adapter (`new PrismaPg(pool, { schema, ...options })`). */
export interface PrismaPgOptions {
  statementNameGenerator?: (statement: PrismaStatement) => string;
}

/** How a service with tables gets its database: its migrations and its Prisma client. */
export interface DatabaseSpec<Tx, P extends PrismaLike<Tx>> {
  migrationsDir: string;
  /** Typed to infer both the client and its transaction type (the repositories' `Tx`). */
  createPrisma: (pool: pg.Pool, schema: string, options?: PrismaPgOptions) => P & PrismaLike<Tx>;
  /** Defaults to config.DATABASE_URL (a service may add connection options). */
  url?: string;
}

/**
 * Connections for a service's event work: the outbox relay keeps one (it holds the relay lock),
 * and the durables (one handler at a time each) share the others.
 */
const EVENTS_POOL_SIZE = 4;

/** A broken connection is logged once as a warning; the pool opens a new one when next asked. */
const connectionErrorLog = (logger: Logger) => (error: Error) =>
  logger.warn({ err: error }, 'database connection lost; it will be replaced');

/** What every service gets: the cache and the event bus. */
export interface BaseInfra {
  cache: Cache;
  bus: EventBus;
  readiness: Record<string, ReadinessCheck>;
  close(): Promise<void>;
}

/** A service with tables also gets its pool, Prisma, the outbox relay and the unit of work. */
export interface DatabaseInfra<Tx extends SqlQueryExecutor, P extends PrismaLike<Tx>> extends BaseInfra {
  schema: string;
  pool: pg.Pool;
  prisma: P;
  relay: OutboxRelay;
  inTransaction: ReturnType<typeof createUnitOfWork<Tx>>;
  /** The unit of work of event consumers: on connections of their own (see createServiceInfra). */
  consumerTransaction: ReturnType<typeof createUnitOfWork<Tx>>;
}

/**
 * The cache and the event bus, picked by configuration alone (embedded when a URL is unset). A
 * service without tables still needs Postgres as the embedded bus's home when NATS_URL is unset.
 */
export async function createBaseInfra(options: {
  name: string;
  config: InfraConfig;
  logger: Logger;
  /** The service's own pool, when it has one; otherwise one is opened for the embedded bus. */
  pool?: pg.Pool;
}): Promise<BaseInfra & { busPool?: pg.Pool }> {
  const { name, config, logger } = options;
  if (!config.NATS_URL && !config.DATABASE_URL && !options.pool)
    throw new ConfigError(['NATS_URL: set NATS_URL, or DATABASE_URL for the embedded event bus']);
  const ownPool =
    options.pool || config.NATS_URL
      ? undefined
      : createPool(config.DATABASE_URL!, {
          applicationName: name,
          onConnectionError: connectionErrorLog(logger),
        });
  const pool = options.pool ?? ownPool;
  const cache = await createCache({ redisUrl: config.REDIS_URL, logger, namespace: config.CACHE_PREFIX });
  const bus = await createEventBus({
    natsUrl: config.NATS_URL,
    streamReplicas: config.NATS_STREAM_REPLICAS,
    pool,
    schema: config.EVENTBUS_SCHEMA,
    logger,
    name,
    namespace: config.EVENTS_NAMESPACE,
  });
  return {
    cache,
    bus,
    busPool: ownPool,
    readiness: {
      cache: cacheReadiness(cache),
      events: () => bus.ping(),
      ...(pool ? { postgres: () => pingPool(pool) } : {}),
    },
    async close() {
      await bus.close();
      await cache.close();
      await ownPool?.end();
    },
  };
}

/**
 * What a service with tables starts the same way: its pool and migrations, its Prisma client, the
 * cache, the event bus with the outbox relay, and the unit of work that writes events with the
 * state change. `close` stops them in reverse order; the service drains its consumers first.
 */
export async function createServiceInfra<Tx extends SqlQueryExecutor, P extends PrismaLike<Tx>>(options: {
  name: string;
  config: InfraConfig;
  logger: Logger;
  database: DatabaseSpec<Tx, P>;
}): Promise<DatabaseInfra<Tx, P>> {
  const { name, config, logger, database } = options;
  const url = database.url ?? config.DATABASE_URL;
  if (!url) throw new ConfigError(['DATABASE_URL: is required (postgresql://…)']);
  const schema = config.DB_SCHEMA ?? name.replace(/-/g, '_');
  const onConnectionError = connectionErrorLog(logger);
  const pool = createPool(url, { applicationName: name, onConnectionError });
  countStatements(pool);
  await runMigrations(pool, { schema, dir: database.migrationsDir, logger });
  const prisma = database.createPrisma(pool, schema);
  // Consumers and the outbox relay get a small pool of their own: behind a busy HTTP pool a
  // notification waited longer for a connection than it took to write (issue 17 §4). Not on the
  // embedded server, whose connections share one session.
  const ownEvents = canNameStatements(pool);
  const eventsPool = ownEvents
    ? createPool(url, { max: EVENTS_POOL_SIZE, applicationName: `${name}-events`, onConnectionError })
    : pool;
  if (ownEvents) countStatements(eventsPool);
  // The consumers run the same few statements for every batch: named, Postgres plans each once.
  const eventsPrisma = ownEvents
    ? database.createPrisma(eventsPool, schema, { statementNameGenerator: statementNames() })
    : prisma;
  const base = await createBaseInfra({ name, config, logger, pool });
  const relay = new OutboxRelay({
    pool: eventsPool,
    schema,
    bus: base.bus,
    logger,
    namedStatements: ownEvents,
    listen: ownEvents,
  });
  const unitOfWork = (client: P) =>
    createUnitOfWork<Tx>({
      transaction: (fn) => client.$transaction(fn),
      schema,
      producer: name,
      onCommitted: () => relay.kick(),
    });
  const inTransaction = unitOfWork(prisma);
  // database_queries for the costs overview: the pool's statements, one aggregate a minute.
  const usage =
    config.METERING === false
      ? undefined
      : startUsageFlush({
          source: name,
          bus: base.bus,
          logger,
          everyMs: (config.METERING_FLUSH_SECONDS ?? 60) * 1000,
          ...statementWindows(ownEvents ? [pool, eventsPool] : [pool]),
        });
  return {
    ...base,
    schema,
    pool,
    prisma,
    relay,
    inTransaction,
    consumerTransaction: unitOfWork(eventsPrisma),
    async close() {
      await relay.stop();
      await usage?.stop();
      await base.close();
      await prisma.$disconnect();
      await pool.end();
      if (ownEvents) {
        await eventsPrisma.$disconnect();
        await eventsPool.end();
      }
    },
  };
}
