import { z } from 'zod';
import { parseConfig, type Env } from '@gems/platform/config';

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
});
export type ImportsConfig = z.infer<typeof zImportsEnv>;

/** The bookmark import worker's settings, read from the same environment as the service's config. */
export const loadImportsConfig = (env: Env): ImportsConfig => parseConfig(zImportsEnv, env);
