import { EVENT } from '@gems/contracts';
import type { UsageCountedV1 } from '@gems/contracts';
import { createEnvelope } from '../events/envelope.js';
import type { EventBus } from '../events/event-bus.port.js';
import type { Logger } from '../logger.js';

/** What one window counted; `date` is the UTC day it started in. */
export type UsageWindow = Omit<UsageCountedV1, 'source'>;

export interface UsageFlushOptions {
  /** `gateway` or the service's name. */
  source: string;
  bus: EventBus;
  logger: Logger;
  everyMs: number;
  /** Hands over the window's aggregates and starts the next; null when nothing was counted. */
  take(): UsageWindow | null;
  /** Gives back a window the bus did not take, to go with the next one. */
  putBack(window: UsageWindow): void;
}

export interface UsageFlush {
  /** Publishes what was counted so far (tests, and the last flush at shutdown). */
  flush(): Promise<void>;
  /** Stops the timer and flushes once more. */
  stop(): Promise<void>;
}

/**
 * Publishes counted usage as one `usage.counted` event per window (about a minute) straight on
 * the bus: aggregates only, never a write per request or per statement. A window the bus refuses
 * is put back and goes out with the next one, so an outage delays counts instead of losing them.
 */
export function startUsageFlush(options: UsageFlushOptions): UsageFlush {
  const { source, bus, logger } = options;
  let running: Promise<void> = Promise.resolve();
  const publish = async () => {
    const window = options.take();
    if (!window) return;
    try {
      await bus.publish(createEnvelope(EVENT.usageCounted, { source, ...window }, { producer: source }));
    } catch (err) {
      options.putBack(window);
      logger.warn({ err, source }, 'usage counts not published; they go with the next window');
    }
  };
  // One flush at a time: a slow bus never has two windows in flight.
  const flush = () => (running = running.then(publish));
  const timer = setInterval(() => void flush(), options.everyMs);
  timer.unref();
  return {
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
