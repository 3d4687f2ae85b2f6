import { EVENT } from '@gems/contracts';
import type { ScrapeCompletedV1, ScrapeFailedV1 } from '@gems/contracts';
import type { EventBus } from '@gems/platform/events';
import { createEnvelope } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';

/** Where scrape outcomes go: the admin-metrics service consumes them for its panels. */
export interface ScrapeEvents {
  completed(data: ScrapeCompletedV1): void;
  failed(data: ScrapeFailedV1): void;
}

/**
 * Publishes straight to the bus: the scraper stores nothing, so there is no state change for an
 * outbox to commit with. A publish failure is logged and never fails the user's request.
 */
export function busScrapeEvents(bus: EventBus, logger: Logger): ScrapeEvents & { flush(): Promise<void> } {
  const pending = new Set<Promise<void>>();
  const send = (publish: () => Promise<void>) => {
    const tracked = Promise.resolve()
      .then(publish)
      .catch((err: unknown) => logger.warn({ err }, 'scrape event not published'))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  return {
    completed: (data) =>
      send(() => bus.publish(createEnvelope(EVENT.scrapeCompleted, data, { producer: 'scraper' }))),
    failed: (data) =>
      send(() => bus.publish(createEnvelope(EVENT.scrapeFailed, data, { producer: 'scraper' }))),
    /** Waits for publishes in flight (shutdown, tests). */
    flush: async () => {
      await Promise.all([...pending]);
    },
  };
}
