import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import { describe, expect, it, jest } from '@jest/globals';
import { MemoryCache } from '@gems/platform/cache/memory-cache.adapter';
import type { Cache } from '@gems/platform/cache/cache.port';
import { rateLimit } from './rate-limit.js';

const call = async (limit: ReturnType<typeof rateLimit>, key = 'user:1') => {
  const req = new IncomingMessage(new Socket());
  const res = new ServerResponse(req);
  const allowed = await limit(key, req, res);
  return { allowed, status: res.statusCode, remaining: res.getHeader('RateLimit-Remaining') };
};

const freshCache = () => new MemoryCache({ namespace: `rate-limit-${Math.random()}` });

/** The cache, with every count's answer held until `release()` (a slow Redis). */
function heldCache(cache: Cache) {
  const held: (() => void)[] = [];
  const slow: Cache = Object.create(cache);
  slow.incr = (key, ttl) =>
    new Promise((resolve, reject) => held.push(() => void cache.incr(key, ttl).then(resolve, reject)));
  return { cache: slow, release: () => held.splice(0).forEach((go) => go()) };
}

describe('rateLimit', () => {
  it('refuses the call past the limit with 429, exactly, whatever the headroom', async () => {
    for (const headroom of [0, 0.5]) {
      const limit = rateLimit(freshCache(), 'api', 10, { headroom });
      const results = [];
      for (let i = 0; i < 11; i++) results.push(await call(limit));
      expect(results.slice(0, 10).every((r) => r.allowed)).toBe(true);
      expect(results[10]).toMatchObject({ allowed: false, status: 429, remaining: '0' });
    }
  });

  it('counts every call, including those it did not wait for', async () => {
    const cache = freshCache();
    const limit = rateLimit(cache, 'api', 1000, { headroom: 0.5 });
    for (let i = 0; i < 20; i++) await call(limit);
    await new Promise((resolve) => setImmediate(resolve));
    const window = Math.floor(Date.now() / 60_000);
    expect(await cache.incr(`rl:api:user:1:${window}`, 61)).toBe(21);
  });

  it('does not wait for the count of a caller far below the limit, but waits for a new one', async () => {
    const { cache, release } = heldCache(freshCache());
    const limit = rateLimit(cache, 'api', 1000, { headroom: 0.5 });
    const first = call(limit);
    release();
    await first; // the first call of a window waits: nothing is known of the caller yet
    const settled = jest.fn();
    void call(limit).then(settled);
    void call(limit, 'user:2').then(settled);
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toHaveBeenCalledTimes(1); // user:1 went on; user:2 is still waiting
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it("waits near the limit, so another replica's calls count", async () => {
    const cache = freshCache();
    const here = rateLimit(cache, 'api', 10, { headroom: 0.5 });
    const elsewhere = rateLimit(cache, 'api', 10, { headroom: 0.5 });
    await call(here); // 1: known here
    for (let i = 0; i < 8; i++) await call(elsewhere); // 2–9, unseen here
    expect((await call(here)).allowed).toBe(true); // 10: known 1 + 1 here, but counted in the cache
    expect(await call(here)).toMatchObject({ allowed: false, status: 429 }); // 11: waited, refused
  });
});
