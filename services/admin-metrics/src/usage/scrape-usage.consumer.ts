import { EVENT } from '@gems/contracts';
import { defineConsumer } from '@gems/platform/events';
import { traceIdOf, type ScraperErrorLog } from '../errors/scraper-error-log.js';
import { dayOf, type UsageMetrics } from './usage-metrics.js';

export const SCRAPES_DURABLE = 'admin-metrics-scrapes';

/**
 * Every scrape counts: a scraping operation (with its bytes), the image downloads it made (with
 * their own bytes: image_downloads is priced per GB), a browser render as playwright requests and
 * browser-seconds; a failure also writes the error log.
 * The documents (MongoDB in production) are written once the processed mark has committed: a
 * crash in between can miss one scrape's counts, never count it twice, and the consumer's
 * transaction never waits on the document store.
 */
/** Generic in the transaction: it writes nothing inside it (the documents go after commit). */
export const scrapeUsageConsumer = <Tx>(deps: { usage: UsageMetrics; errors: ScraperErrorLog }) =>
  defineConsumer<Tx>({
    durable: SCRAPES_DURABLE,
    handlers: {
      [EVENT.scrapeCompleted]: async ({ data, occurredAt }, _tx, { afterCommit }) => {
        if (data.cached) return; // a preview served from the cache cost nothing
        const day = dayOf(occurredAt);
        afterCommit(async () => {
          await deps.usage.countResource(day, 'scraping_operations', 1, data.bytes);
          await deps.usage.countResource(day, 'image_downloads', data.imageDownloads, data.imageBytes);
          if (data.rendered)
            await deps.usage.countApi(day, 'playwright', { ok: true, units: data.durationMs / 1000 });
        });
      },
      [EVENT.scrapeFailed]: async ({ data, occurredAt, traceparent }, _tx, { afterCommit }) => {
        afterCommit(async () => {
          await deps.usage.countResource(dayOf(occurredAt), 'scraping_operations', 1);
          await deps.errors.record(data, occurredAt, traceIdOf(traceparent));
        });
      },
    },
  });
