import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Cache } from '@gems/platform/cache/cache.port';
import { sendJson } from './http-helpers.js';

/** Counts one request against `key`'s window; resolves false after answering 429. */
export type RateLimit = (key: string, req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

/**
 * Fixed one-minute windows per key (a client address, or a signed-in user) and bucket, counted in
 * the shared cache, so every gateway replica enforces the same limit; during a Redis outage the
 * cache counts per process instead (ResilientCache).
 */
export function rateLimit(cache: Cache, bucket: string, perMinute: number): RateLimit {
  return async (key, _req, res) => {
    const window = Math.floor(Date.now() / 60_000);
    try {
      const count = await cache.incr(`rl:${bucket}:${key}:${window}`, 61);
      res.setHeader('RateLimit-Limit', String(perMinute));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, perMinute - count)));
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
