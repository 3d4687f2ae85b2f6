import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Cache } from './cache.port.js';

/** Builds the adapter under test; instances given the same namespace must share their keys. */
export type CacheFactory = (namespace: string) => Promise<Cache>;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour every Cache adapter must show (run against memory always, Redis when reachable). */
export function describeCacheContract(adapterName: string, create: CacheFactory): void {
  describe(`Cache contract: ${adapterName}`, () => {
    const namespace = `contract-${randomBytes(4).toString('hex')}`;
    const opened: Cache[] = [];
    const used = new Set<string>();
    let cache: Cache;
    const open = async (ns = namespace) => {
      const instance = await create(ns);
      opened.push(instance);
      return instance;
    };
    const key = (name: string) => {
      used.add(name);
      return name;
    };

    beforeAll(async () => {
      cache = await open();
    });

    afterAll(async () => {
      await Promise.all([...used].map((k) => cache.del(k)));
      await Promise.all(opened.map((c) => c.close()));
    });

    it('sets, gets, overwrites and deletes a value', async () => {
      const k = key('plain');
      expect(await cache.get(k)).toBeNull();
      await cache.set(k, 'one');
      expect(await cache.get(k)).toBe('one');
      await cache.set(k, 'two');
      expect(await cache.get(k)).toBe('two');
      await cache.del(k);
      expect(await cache.get(k)).toBeNull();
      await expect(cache.del(k)).resolves.toBeUndefined();
    });

    it('reads several values in one call, in the order asked, null for a missing one', async () => {
      const [a, b, missing] = [key('many-a'), key('many-b'), key('many-missing')];
      await cache.set(a, 'A');
      await cache.set(b, 'B', 60);
      expect(await cache.getMany([b, missing, a])).toEqual(['B', null, 'A']);
    });

    it('forgets a value and a counter once their TTL has passed', async () => {
      const value = key('short-lived');
      const counter = key('short-counter');
      await cache.set(value, 'v', 1);
      expect(await cache.incr(counter, 1)).toBe(1);
      expect(await cache.get(value)).toBe('v');
      await sleep(1_150);
      expect(await cache.get(value)).toBeNull();
      expect(await cache.ttl(value)).toBe(-2);
      // A new window starts from 1 again.
      expect(await cache.incr(counter, 1)).toBe(1);
    });

    it('creates a counter with its TTL and keeps that TTL on later increments', async () => {
      const k = key('counter');
      expect(await cache.incr(k, 60)).toBe(1);
      const ttl = await cache.ttl(k);
      expect(ttl).toBeGreaterThan(55);
      expect(ttl).toBeLessThanOrEqual(60);
      expect(await cache.incr(k, 5)).toBe(2);
      expect(await cache.ttl(k)).toBeGreaterThan(55);
      expect(await cache.get(k)).toBe('2');
    });

    it('counts exactly under 100 concurrent increments', async () => {
      const k = key('concurrent');
      const results = await Promise.all(Array.from({ length: 100 }, () => cache.incr(k, 60)));
      expect([...results].sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(await cache.get(k)).toBe('100');
    });

    it('refuses to increment a value that is not an integer', async () => {
      const k = key('text');
      await cache.set(k, 'abc');
      await expect(cache.incr(k, 60)).rejects.toThrow();
      expect(await cache.get(k)).toBe('abc');
    });

    it('reports TTLs with Redis semantics: -2 missing, -1 none, else seconds left', async () => {
      const k = key('ttl');
      expect(await cache.ttl(k)).toBe(-2);
      await cache.set(k, 'v');
      expect(await cache.ttl(k)).toBe(-1);
      await cache.set(k, 'v', 100);
      const left = await cache.ttl(k);
      expect(left).toBeGreaterThanOrEqual(99);
      expect(left).toBeLessThanOrEqual(100);
      // A plain set replaces the value and drops the TTL, as Redis SET does.
      await cache.set(k, 'w');
      expect(await cache.ttl(k)).toBe(-1);
    });

    it('rejects TTLs that are not positive whole seconds', async () => {
      await expect(cache.set(key('bad-ttl'), 'v', 0)).rejects.toThrow(RangeError);
      await expect(cache.incr(key('bad-ttl'), 1.5)).rejects.toThrow(RangeError);
      expect(await cache.get('bad-ttl')).toBeNull();
    });

    it('shares keys between instances of one namespace and isolates other namespaces', async () => {
      const k = key('shared');
      const sibling = await open(namespace);
      const stranger = await open(`${namespace}-other`);
      await cache.set(k, 'seen');
      expect(await sibling.get(k)).toBe('seen');
      expect(await stranger.get(k)).toBeNull();
      await sibling.del(k);
      expect(await cache.get(k)).toBeNull();
    });

    it('answers ping while open and not after close', async () => {
      const instance = await create(namespace);
      expect(await instance.ping()).toBe(true);
      await instance.close();
      expect(await instance.ping()).toBe(false);
    });
  });
}
