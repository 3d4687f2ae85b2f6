import type pg from 'pg';
import type { Logger } from '../logger.js';
import { EmbeddedEventBus } from './embedded-event-bus.adapter.js';
import type { EventBus } from './event-bus.port.js';

export interface CreateEventBusOptions {
  /** NATS JetStream when set (production, compose, CI); the embedded Postgres-backed bus otherwise. */
  natsUrl?: string;
  /** Replicas of the stream on a NATS cluster; unset keeps what the stream has. */
  streamReplicas?: number;
  /** Needed by the embedded bus: where its tables live (the same database for every service). */
  pool?: pg.Pool;
  /** Schema of the embedded bus's tables. Default `eventbus`. */
  schema?: string;
  logger: Logger;
  /** NATS connection name, e.g. the service name. */
  name?: string;
  /**
   * Isolates a deployment's events on a shared NATS: stream `GEMS_<namespace>` with subjects
   * prefixed `<namespace>.`. Integration tests give each stack its own; production leaves it unset.
   */
  namespace?: string;
}

/** Chooses the event bus adapter from configuration alone; rejects when NATS is set but unreachable. */
export async function createEventBus(options: CreateEventBusOptions): Promise<EventBus> {
  if (options.natsUrl) {
    // Loaded on demand: the NATS client is ~60 modules the embedded start never needs.
    const { NatsEventBus } = await import('./nats-event-bus.adapter.js');
    const bus = await NatsEventBus.connect({
      url: options.natsUrl,
      logger: options.logger,
      connectionName: options.name,
      ...(options.streamReplicas ? { replicas: options.streamReplicas } : {}),
      ...(options.namespace
        ? { streamName: `GEMS_${options.namespace}`, subjectPrefix: options.namespace }
        : {}),
    });
    options.logger.info({ adapter: 'nats' }, 'event bus ready');
    return bus;
  }
  if (!options.pool) throw new Error('The embedded event bus needs a Postgres pool when NATS_URL is not set');
  const bus = await EmbeddedEventBus.start({
    pool: options.pool,
    schema: options.schema,
    logger: options.logger,
  });
  options.logger.info({ adapter: 'embedded', schema: options.schema ?? 'eventbus' }, 'event bus ready');
  return bus;
}
