import { z } from 'zod';
import { EVENT } from './event-names.js';

/** Error kinds of the admin scraper-error log (spec 02: network, parsing, timeout, blocked, other). */
const SCRAPE_ERROR_TYPES = ['network', 'parsing', 'timeout', 'blocked', 'other'] as const;
export const zScrapeErrorType = z.enum(SCRAPE_ERROR_TYPES);
export type ScrapeErrorType = z.infer<typeof zScrapeErrorType>;

/** One preview served (cache hits included): feeds the usage and cost panels. */
const zScrapeCompletedV1 = z.object({
  url: z.string(),
  domain: z.string(),
  userId: z.number().int().nullable(),
  durationMs: z.number().int().nonnegative(),
  /** Bytes received from the site (compressed), page and image probes together; 0 for a cache hit. */
  bytes: z.number().int().nonnegative(),
  /** The headless browser rendered the page (the "playwright" cost line). */
  rendered: z.boolean(),
  /** Image fetches made to verify the preview image. */
  imageDownloads: z.number().int().nonnegative(),
  /** Bytes those image fetches received (also in `bytes`); events from before it was kept: 0. */
  imageBytes: z.number().int().nonnegative().default(0),
  cached: z.boolean(),
  requiresBookmark: z.boolean(),
});

/** One failed preview: a row of the admin scraper-error log. */
const zScrapeFailedV1 = z.object({
  url: z.string(),
  domain: z.string(),
  userId: z.number().int().nullable(),
  errorType: zScrapeErrorType,
  /** The message the user saw (spec 01 §8). */
  message: z.string(),
  /** What actually went wrong, for the admin: the internal cause and where it was raised. */
  stack: z.string().nullable(),
  /** HTTP status answered to the client. */
  status: z.number().int(),
  durationMs: z.number().int().nonnegative(),
});

export type ScrapeCompletedV1 = z.infer<typeof zScrapeCompletedV1>;
export type ScrapeFailedV1 = z.infer<typeof zScrapeFailedV1>;

/** Entries for EVENTS in events.ts. */
export const SCRAPE_EVENTS = {
  [EVENT.scrapeCompleted]: { version: 1, schema: zScrapeCompletedV1 },
  [EVENT.scrapeFailed]: { version: 1, schema: zScrapeFailedV1 },
} as const;
