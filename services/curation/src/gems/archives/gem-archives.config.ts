import { z } from 'zod';
import { envBool, parseConfig, type Env } from '@gems/platform/config';

const count = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const zGemArchivesEnv = z.object({
  /** Keep a readable copy of every gem's page (issue 29 §2); false makes none (reads still work). */
  GEM_ARCHIVES: envBool(true),
  /** Pages copied at the same time by one process. */
  GEM_ARCHIVES_CONCURRENCY: count(2, 1, 8),
  /** With nothing left to copy, look again after this many seconds (a new gem wakes it at once). */
  GEM_ARCHIVES_IDLE_SECONDS: count(300, 1, 86_400),
});
export type GemArchivesConfig = z.infer<typeof zGemArchivesEnv>;

export const loadGemArchivesConfig = (env: Env): GemArchivesConfig => parseConfig(zGemArchivesEnv, env);
