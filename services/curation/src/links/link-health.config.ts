import { z } from 'zod';
import { envBool, parseConfig, type Env } from '@gems/platform/config';

const count = (fallback: number, min: number, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const zLinkHealthEnv = z.object({
  /** Check saved links in the background (issue 29 §4); false leaves them unchecked. */
  LINK_CHECKS: envBool(true),
  /** How often each gem's link is checked again, in hours (a week). */
  LINK_CHECK_INTERVAL_HOURS: count(168, 1, 24 * 365),
  /** Links checked at the same time by one process. */
  LINK_CHECK_CONCURRENCY: count(4, 1, 32),
  /** The least time between two checks of the same host by one process (politeness). */
  LINK_CHECK_HOST_GAP_MS: count(2000, 0, 60_000),
  /** With nothing due, look again after this many seconds. */
  LINK_CHECK_IDLE_SECONDS: count(300, 1, 86_400),
  /** How often to look whether this week's broken-link notices are still to send. */
  LINK_DIGEST_POLL_SECONDS: count(3600, 1, 86_400),
});
export type LinkHealthConfig = z.infer<typeof zLinkHealthEnv>;

export const loadLinkHealthConfig = (env: Env): LinkHealthConfig => parseConfig(zLinkHealthEnv, env);
