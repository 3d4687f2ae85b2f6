import type { RequestHandler } from 'express';
import type { Cache } from '@gems/platform/cache/cache.port';

/**
 * Fixed one-minute windows per client and bucket, counted in the shared cache (Redis, or the
 * in-process store), so every gateway replica enforces the same limit.
 */
export function rateLimit(cache: Cache, bucket: string, perMinute: number): RequestHandler {
  return async (req, res, next) => {
    const window = Math.floor(Date.now() / 60_000);
    try {
      const count = await cache.incr(`rl:${bucket}:${req.ip ?? 'unknown'}:${window}`, 61);
      res.setHeader('RateLimit-Limit', String(perMinute));
      res.setHeader('RateLimit-Remaining', String(Math.max(0, perMinute - count)));
      if (count > perMinute) {
        const retryAfter = 60 - Math.floor((Date.now() / 1000) % 60);
        res.setHeader('Retry-After', String(retryAfter));
        res.status(429).json({
          message: `Too many requests. Please try again in ${retryAfter} seconds.`,
          code: 'rate_limited',
        });
        return;
      }
    } catch {
      // A cache outage must not take the site down: let the request through.
    }
    next();
  };
}
