import { z } from 'zod';
import { envBool, parseConfig, type Env } from '@gems/platform/config';

const count = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const zPreviewImagesEnv = z.object({
  /** Keep a copy of every gem's remote preview image (issue 29 §1); false leaves them remote. */
  PREVIEW_IMAGES_KEEP: envBool(true),
  /** Images fetched and re-encoded at the same time by one process. */
  PREVIEW_IMAGES_CONCURRENCY: count(2, 1, 8),
  /** With nothing left to copy, look again after this many seconds (a new gem wakes it at once). */
  PREVIEW_IMAGES_IDLE_SECONDS: count(300, 1, 86_400),
});
export type PreviewImagesConfig = z.infer<typeof zPreviewImagesEnv>;

export const loadPreviewImagesConfig = (env: Env): PreviewImagesConfig => parseConfig(zPreviewImagesEnv, env);
