import { createPool } from '@gems/platform/db/pool';
import { startUsageFlush, type UsageFlush } from '@gems/platform/db/usage-flush';
import { createEventBus } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import type { GatewayConfig } from '../config.js';
import { RequestMeter } from './request-meter.js';

export interface GatewayMetering {
  meter: RequestMeter;
  flush: UsageFlush['flush'];
  /** Flushes what is left, then closes the bus (and the embedded bus's pool). */
  close(): Promise<void>;
}

/**
 * Requests per upstream service and outcome → one `usage.counted` event a minute on the event
 * bus (NATS, or the embedded bus in Postgres when NATS_URL is unset), which admin-metrics turns
 * into apiRequests usage. Off with METERING=false, or when there is no bus to publish on.
 */
export async function startGatewayMetering(
  config: GatewayConfig,
  logger: Logger,
): Promise<GatewayMetering | undefined> {
  if (!config.METERING) return undefined;
  if (!config.NATS_URL && !config.DATABASE_URL) {
    logger.warn('request metering is off: set NATS_URL (or DATABASE_URL for the embedded bus)');
    return undefined;
  }
  let pool: ReturnType<typeof createPool> | undefined;
  if (!config.NATS_URL) pool = createPool(config.DATABASE_URL!, { max: 2, applicationName: 'gateway' });
  try {
    const bus = await createEventBus({
      natsUrl: config.NATS_URL,
      streamReplicas: config.NATS_STREAM_REPLICAS,
      pool,
      schema: config.EVENTBUS_SCHEMA,
      logger,
      name: 'gateway',
      namespace: config.EVENTS_NAMESPACE,
    });
    const meter = new RequestMeter();
    const usage = startUsageFlush({
      source: 'gateway',
      bus,
      logger,
      everyMs: config.METERING_FLUSH_SECONDS * 1000,
      take: () => {
        const window = meter.take();
        return window && { ...window, databaseQueries: 0 };
      },
      putBack: (window) => meter.putBack(window),
    });
    return {
      meter,
      flush: usage.flush,
      async close() {
        await usage.stop();
        await bus.close();
        await pool?.end();
      },
    };
  } catch (error) {
    await pool?.end();
    throw error;
  }
}
