import { z } from 'zod';
import { envBool, parseConfig, type Env } from '@gems/platform/config';

const count = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(1).max(max).default(fallback),
  );

const zImportsEnv = z.object({
  /** Batches of one job handled at the same time (each its own transaction). */
  IMPORT_CONCURRENCY: count(2, 16),
  /** Links per batch transaction. */
  IMPORT_BATCH_SIZE: count(200, 2000),
  /** The scraper, asked for each Batch Import link's preview (internal network). */
  SCRAPER_URL: z.string().url('must be a URL').default('http://127.0.0.1:4005'),
  /** Batch Import previews fetched at the same time, per request. */
  BATCH_SCRAPE_CONCURRENCY: count(4, 16),
  /** After a bookmark-file import, look up each link's preview in the background (issue 29 §1). */
  IMPORT_PREVIEWS: envBool(true),
  /** Those previews fetched at the same time by one process. */
  IMPORT_PREVIEW_CONCURRENCY: count(2, 8),
});
export type ImportsConfig = z.infer<typeof zImportsEnv>;

/** The bookmark import worker's and Batch Import's settings, read from the same environment as the service's config. */
export const loadImportsConfig = (env: Env): ImportsConfig => parseConfig(zImportsEnv, env);
