import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { MemoryCache } from './memory-cache.adapter.js';

function fakeClock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

const namespace = () => `unit-${randomBytes(4).toString('hex')}`;

describe('MemoryCache', () => {
  it('expires keys on the clock, to the millisecond', async () => {
    const clock = fakeClock();
    const cache = new MemoryCache({ namespace: namespace(), now: clock.now });
    await cache.set('k', 'v', 2);
    clock.advance(1_999);
    expect(await cache.get('k')).toBe('v');
    expect(await cache.ttl('k')).toBe(0);
    clock.advance(1);
    expect(await cache.get('k')).toBeNull();
  });

  it('sweeps expired keys nobody reads again, so memory does not grow forever', async () => {
    const clock = fakeClock();
    const cache = new MemoryCache({ namespace: namespace(), now: clock.now, sweepIntervalMs: 1_000 });
    for (let i = 0; i < 500; i++) await cache.incr(`rate:${i}`, 1);
    await cache.set('keep', 'v');
    expect(cache.storedKeyCount()).toBe(501);
    clock.advance(1_001);
    await cache.set('trigger', 'v');
    expect(cache.storedKeyCount()).toBe(2);
    expect(await cache.get('keep')).toBe('v');
  });

  it('lets a service read what another service in the same process wrote', async () => {
    const ns = namespace();
    const identity = new MemoryCache({ namespace: ns });
    const gateway = new MemoryCache({ namespace: ns });
    await identity.set('deny:session-1', '1', 60);
    expect(await gateway.get('deny:session-1')).toBe('1');
    await identity.close();
    expect(await gateway.get('deny:session-1')).toBe('1');
    await expect(identity.get('deny:session-1')).rejects.toThrow('closed');
  });
});
