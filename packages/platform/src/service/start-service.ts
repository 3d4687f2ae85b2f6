import type { IncomingMessage, ServerResponse } from 'node:http';
import type Router from '@koa/router';
import type { Envelope } from '@gems/contracts';
import { createLogger, type Logger } from '../logger.js';
import { createApp } from '../http/create-app.js';
import { listen } from '../http/server.js';
import type { ReadinessCheck } from '../http/health.js';
import { Shutdown, type RunningService } from '../lifecycle.js';
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier.js';
import { identityRevocations } from '../auth/revocations.js';
import type { ConsumerDefinition } from '../events/define-consumer.js';
import { applyEvents, startConsumers, type SqlQueryExecutor } from '../events/run-consumers.js';
import {
  createBaseInfra,
  createServiceInfra,
  type BaseInfra,
  type DatabaseInfra,
  type DatabaseSpec,
  type InfraConfig,
  type PrismaLike,
} from './service-infra.js';

type AnyParts = ServiceParts<SqlQueryExecutor>;

/** The configuration fields the bootstrap reads; each service's zod config extends them. */
export interface ServiceConfig extends InfraConfig {
  PORT: number;
  HOST: string;
  LOG_LEVEL: string;
  IDENTITY_URL: string;
  AUTH_JWKS_URL?: string;
}

/** What a service's composition root hands the bootstrap: its routes, consumers and lifecycle. */
export interface ServiceParts<Tx = never> {
  routers: Router[];
  consumers?: ConsumerDefinition<Tx>[];
  /** Runs once consumers are subscribed, before HTTP listens (e.g. resuming unfinished jobs). */
  start?(): Promise<void>;
  /** Closes what the composition root opened; runs after HTTP and consumers stopped. */
  close?(): Promise<void>;
  /** Extra readiness checks beside Postgres, the cache and the bus. */
  readiness?: Record<string, ReadinessCheck>;
  /** Defaults to identity's JWKS (AUTH_JWKS_URL, else IDENTITY_URL); identity brings its own. */
  verifier?: TokenVerifier;
  /** JSON body limit; default 1 MB. */
  bodyLimitBytes?: number;
  /** Extra fields on the "listening" log line. */
  describe?: Record<string, unknown>;
}

/** A running service whose consumers a test can hand a delivery to. */
export interface ConsumingService extends RunningService {
  /** Hands envelopes to the consumer named `durable` as its subscription would (tests replay deliveries). */
  deliver(durable: string, ...envelopes: Envelope[]): Promise<void>;
}

export interface StartedService<Parts> extends ConsumingService {
  parts: Parts;
}

interface Common<C extends ServiceConfig> {
  /** Names the service in logs, the bus and the database (its default schema). */
  name: string;
  config: C;
}

/**
 * Starts any service the same way: logger → infrastructure (pool, migrations, Prisma, cache, bus,
 * outbox relay) → the service's composition root → consumers → HTTP with health, auth and JSON
 * errors; stops in reverse on `stop()`. A service is its config, its routes, its consumers and its
 * repositories; nothing else.
 */
export function startService<
  C extends ServiceConfig,
  Tx extends SqlQueryExecutor,
  P extends PrismaLike<Tx>,
  Parts extends ServiceParts<Tx>,
>(
  spec: Common<C> & {
    database: DatabaseSpec<Tx, P>;
    compose(infra: DatabaseInfra<Tx, P>, ctx: { config: C; logger: Logger }): Promise<Parts> | Parts;
  },
): Promise<StartedService<Parts>>;
export function startService<C extends ServiceConfig, Parts extends ServiceParts>(
  spec: Common<C> & {
    database?: undefined;
    compose(infra: BaseInfra, ctx: { config: C; logger: Logger }): Promise<Parts> | Parts;
  },
): Promise<StartedService<Parts>>;
export async function startService(
  spec: Common<ServiceConfig> & {
    database?: DatabaseSpec<SqlQueryExecutor, PrismaLike<SqlQueryExecutor>>;
    // The overloads above type `infra` precisely; here it is whichever of the two was built.
    compose(infra: never, ctx: { config: ServiceConfig; logger: Logger }): Promise<AnyParts> | AnyParts;
  },
): Promise<StartedService<AnyParts>> {
  const { name, config } = spec;
  const logger = createLogger(name, config.LOG_LEVEL);
  const shutdown = new Shutdown();
  const stop = () => shutdown.run((step, err) => logger.error({ err, step }, 'shutdown step failed'));
  try {
    const infra = spec.database
      ? await createServiceInfra({ name, config, logger, database: spec.database })
      : await createBaseInfra({ name, config, logger });
    shutdown.add('infrastructure', () => infra.close());
    const parts = await spec.compose(infra as never, { config, logger });
    if (parts.close) shutdown.add('service', () => parts.close!());

    const consumers = parts.consumers ?? [];
    if (consumers.length && !('inTransaction' in infra))
      throw new Error(`${name}: consumers need a database (processed-event marks)`);
    const runtime =
      'inTransaction' in infra
        ? { bus: infra.bus, logger, schema: infra.schema, inTransaction: infra.consumerTransaction }
        : undefined;
    const subscriptions = runtime ? await startConsumers(consumers, runtime) : [];
    shutdown.add('consumers', async () => {
      for (const subscription of subscriptions) await subscription.drain();
    });
    if ('relay' in infra) infra.relay.start();
    await parts.start?.();

    let draining = false;
    const verifier =
      parts.verifier ??
      createTokenVerifier({
        jwksUrl: config.AUTH_JWKS_URL ?? new URL('/.well-known/jwks.json', config.IDENTITY_URL).href,
        denyList: infra.cache,
        revocations: identityRevocations(config.IDENTITY_URL),
      });
    const app = createApp({
      logger,
      verifier,
      readiness: { ...infra.readiness, ...parts.readiness },
      isDraining: () => draining,
      bodyLimitBytes: parts.bodyLimitBytes,
      routers: parts.routers,
    });
    const koa = app.callback();
    // Koa answers its own errors, so its promise never rejects: an in-process caller need not wait.
    const handle = (req: IncomingMessage, res: ServerResponse) => void koa(req, res);
    const http = await listen(handle, config.PORT, config.HOST);
    shutdown.add('http', async () => {
      draining = true;
      await http.close();
    });
    logger.info({ url: http.url, ...parts.describe }, `${name} listening`);
    return {
      name,
      url: http.url,
      handle,
      stop,
      parts,
      async deliver(durable, ...envelopes) {
        const definition = consumers.find((c) => c.durable === durable);
        if (!definition || !runtime) throw new Error(`${name} has no consumer ${durable}`);
        await applyEvents(definition, runtime, envelopes);
      },
    };
  } catch (error) {
    await stop(); // what started before the failure closes again
    throw error;
  }
}
