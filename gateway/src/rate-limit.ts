import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cache } from '@gems/platform/cache/cache.port';
import { sendJson } from './http-helpers.js';

/** Counts one request against `key`'s window; resolves false after answering 429. */
export type RateLimit = (key: string, req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

export interface RateLimitOptions {
  /**
   * Below this share of the limit (by the last count the cache answered plus this process's calls
   * since), a call is counted without waiting for the cache's answer. 0: always wait (exact).
   */
  headroom?: number;
}

/**
 * Fixed one-minute windows per key (a client address, or a signed-in user) and bucket, counted in
 * the shared cache, so every gateway replica enforces the same limit; during a Redis outage the
 * cache counts per process instead (ResilientCache).
 *
 * Every call is counted. With `headroom`, a key known to be far below its limit does not wait for
 * its count (one cache round trip less on the call's path); near the limit every call waits, so
 * the limit itself is exact, give or take what other replicas counted since the last answer.
 */
export function rateLimit(
  cache: Cache,
  bucket: string,
  perMinute: number,
  options: RateLimitOptions = {},
): RateLimit {
  const counts = new WindowCounts();
  const waitAbove = Math.floor(perMinute * (options.headroom ?? 0));
  return async (key, _req, res) => {
    const window = Math.floor(Date.now() / 60_000);
    const counting = counts.track(key, window, cache.incr(`rl:${bucket}:${key}:${window}`, 61));
    const expected = counts.expected(key, window);
    if (expected !== undefined && expected <= waitAbove) {
      counting.catch(() => undefined);
      setLimitHeaders(res, perMinute, expected);
      return true;
    }
    try {
      const count = await counting;
      setLimitHeaders(res, perMinute, count);
      if (count > perMinute) {
        const retryAfter = 60 - Math.floor((Date.now() / 1000) % 60);
        res.setHeader('Retry-After', String(retryAfter));
        sendJson(res, 429, {
          message: `Too many requests. Please try again in ${retryAfter} seconds.`,
          code: 'rate_limited',
        });
        return false;
      }
    } catch {
      // A cache failure must not take the site down: let the request through.
    }
    return true;
  };
}

function setLimitHeaders(res: ServerResponse, perMinute: number, count: number): void {
  res.setHeader('RateLimit-Limit', String(perMinute));
  res.setHeader('RateLimit-Remaining', String(Math.max(0, perMinute - count)));
}

/**
 * What this process knows of each key's count in the current window: the highest count the cache
 * answered and the calls still waiting for theirs. Forgotten when the window turns.
 */
class WindowCounts {
  /** Keys remembered per window at most (a flood of addresses must not grow it without end). */
  static readonly MAX_KEYS = 50_000;
  private window = -1;
  private readonly byKey = new Map<string, { answered: number; pending: number }>();

  /** Registers a call's count on its way to the cache; resolves to the cache's count. */
  track(key: string, window: number, count: Promise<number>): Promise<number> {
    if (window !== this.window) {
      this.window = window;
      this.byKey.clear();
    }
    let seen = this.byKey.get(key);
    if (!seen) {
      if (this.byKey.size >= WindowCounts.MAX_KEYS) return count; // not remembered: always waits
      this.byKey.set(key, (seen = { answered: 0, pending: 0 }));
    }
    const entry = seen;
    entry.pending++;
    const settle = () => void (entry.pending = Math.max(0, entry.pending - 1));
    return count.then(
      (n) => {
        settle();
        entry.answered = Math.max(entry.answered, n);
        return n;
      },
      (error: unknown) => {
        settle();
        throw error;
      },
    );
  }

  /** The key's count after the calls in flight; undefined until the cache has answered once. */
  expected(key: string, window: number): number | undefined {
    const entry = window === this.window ? this.byKey.get(key) : undefined;
    return entry && entry.answered > 0 ? entry.answered + entry.pending : undefined;
  }
}
