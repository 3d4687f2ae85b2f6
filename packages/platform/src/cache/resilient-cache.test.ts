import { describe, expect, it } from '@jest/globals';
import { createLogger } from '../logger.js';
import type { Cache } from './cache.port.js';
import { MemoryCache } from './memory-cache.adapter.js';
import { ResilientCache } from './resilient-cache.js';

const logger = createLogger('resilient-cache-test', 'silent');

/** A primary that works until `down` is set, then fails (or hangs) like an unreachable Redis. */
function flakyPrimary(mode: 'fail' | 'hang') {
  const store = new MemoryCache({ namespace: `flaky-${Math.random()}` });
  const state = { down: false, calls: 0 };
  const guard =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    (...args: A): Promise<R> => {
      state.calls += 1;
      if (!state.down) return fn(...args);
      return mode === 'fail' ? Promise.reject(new Error('connection refused')) : new Promise<R>(() => {});
    };
  const primary: Cache = {
    get: guard((k: string) => store.get(k)),
    getMany: guard((keys: string[]) => store.getMany(keys)),
    set: guard((k: string, v: string, t?: number) => store.set(k, v, t)),
    del: guard((k: string) => store.del(k)),
    incr: guard((k: string, t: number) => store.incr(k, t)),
    ttl: guard((k: string) => store.ttl(k)),
    ping: async () => !state.down,
    close: () => store.close(),
  };
  return { primary, state };
}

describe('ResilientCache', () => {
  it('answers from the primary while it works', async () => {
    const { primary } = flakyPrimary('fail');
    const cache = new ResilientCache(primary, { logger, namespace: 'rc1' });
    await cache.set('a', '1');
    expect(await primary.get('a')).toBe('1');
    expect(await cache.get('a')).toBe('1');
    expect(cache.available()).toBe(true);
  });

  it('never throws during an outage and opens the circuit after repeated failures', async () => {
    const { primary, state } = flakyPrimary('fail');
    const cache = new ResilientCache(primary, { logger, namespace: 'rc2', failureThreshold: 3 });
    state.down = true;
    for (let i = 1; i <= 3; i++) expect(await cache.incr('rl', 60)).toBe(i); // per-process window
    expect(cache.available()).toBe(false);
    const callsWhenOpened = state.calls;
    await cache.get('x');
    expect(state.calls).toBe(callsWhenOpened); // an open circuit does not wait on the primary
    expect(await cache.ping()).toBe(false);
  });

  it('takes an answer that was due when a held-up event loop ran again, not the timeout', async () => {
    const store = new MemoryCache({ namespace: `late-${Math.random()}` });
    await store.set('k', 'v');
    // The answer is ready in the next turn of the loop, as a reply waiting on the socket would be.
    const primary = {
      ...flakyPrimary('fail').primary,
      get: () => new Promise<string | null>((r) => setImmediate(() => r('v'))),
    };
    const cache = new ResilientCache(primary, {
      logger,
      namespace: 'rc-late',
      timeoutMs: 20,
      failureThreshold: 1,
    });
    // From the check phase, so that the loop's next turn starts with the timers, then the answers.
    await new Promise((r) => setImmediate(r));
    const answer = cache.get('k');
    const until = Date.now() + 60;
    while (Date.now() < until); // the loop is held past the timeout
    expect(await answer).toBe('v');
    expect(cache.available()).toBe(true);
  });

  it('bounds a hung primary by its timeout', async () => {
    const { primary, state } = flakyPrimary('hang');
    const cache = new ResilientCache(primary, { logger, namespace: 'rc3', timeoutMs: 50 });
    state.down = true;
    const started = Date.now();
    expect(await cache.get('k')).toBeNull();
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('probes the primary again after the pause and closes the circuit when it answers', async () => {
    let now = 0;
    const { primary, state } = flakyPrimary('fail');
    const cache = new ResilientCache(primary, {
      logger,
      namespace: 'rc4',
      failureThreshold: 1,
      openMs: 1000,
      now: () => now,
    });
    state.down = true;
    await cache.get('k');
    expect(cache.available()).toBe(false);
    state.down = false;
    now = 1001;
    await cache.set('k', 'v');
    expect(cache.available()).toBe(true);
    expect(await primary.get('k')).toBe('v');
  });

  it('passes a caller mistake through instead of counting it as an outage', async () => {
    const { primary } = flakyPrimary('fail');
    const cache = new ResilientCache(primary, { logger, namespace: 'rc5', failureThreshold: 1 });
    await expect(cache.incr('k', 0)).rejects.toThrow(RangeError);
    expect(cache.available()).toBe(true);
  });
});
