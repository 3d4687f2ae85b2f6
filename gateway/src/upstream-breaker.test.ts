import { describe, expect, it } from '@jest/globals';
import { UpstreamBreaker } from './upstream-breaker.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('UpstreamBreaker', () => {
  it('opens after five failures of the service and refuses until its window ends', () => {
    let now = 0;
    const breaker = new UpstreamBreaker({ now: () => now });
    for (let i = 0; i < 4; i++) breaker.failed();
    expect(breaker.allow()).toBe(true);
    breaker.failed();
    expect(breaker.allow()).toBe(false);
    expect(breaker.retryAfterSeconds()).toBe(10);
    now = 10_000;
    expect(breaker.allow()).toBe(true); // the probe
    expect(breaker.allow()).toBe(false); // one at a time
    breaker.succeeded();
    expect(breaker.allow()).toBe(true);
  });

  it('counts only the service’s own failures: 5xx, not a 4xx such as a third-party site’s 424', () => {
    expect([424, 404, 400, 429].map(UpstreamBreaker.isOwnFailure)).toEqual([false, false, false, false]);
    expect([500, 502, 503, 504].map(UpstreamBreaker.isOwnFailure)).toEqual([true, true, true, true]);
  });

  it('lets a probe through as soon as the service answers its health check, not after 10 s', async () => {
    let up = false;
    const breaker = new UpstreamBreaker({ healthy: async () => up, checkEveryMs: 20 });
    for (let i = 0; i < 5; i++) breaker.failed();
    await sleep(80);
    expect(breaker.allow()).toBe(false); // still down: still open
    up = true;
    await sleep(80);
    expect(breaker.allow()).toBe(true);
    breaker.failed(); // the probe failed (e.g. its database is still away): open again
    expect(breaker.allow()).toBe(false);
    await sleep(80);
    expect(breaker.allow()).toBe(true);
    breaker.succeeded();
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(true);
  });
});
