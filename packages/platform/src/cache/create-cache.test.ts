import { describe, expect, it } from '@jest/globals';
import { createLogger } from '../logger.js';
import { createCache } from './create-cache.js';
import { MemoryCache } from './memory-cache.adapter.js';

const logger = createLogger('cache-test', 'silent');

describe('createCache', () => {
  it('uses the in-process cache when no Redis URL is configured', async () => {
    const cache = await createCache({ logger, namespace: 'create-cache-test' });
    expect(cache).toBeInstanceOf(MemoryCache);
    await cache.close();
  });

  it('fails fast when the configured Redis cannot be reached', async () => {
    // createCache loads the Redis client on demand; load it first so only the connection is timed.
    await import('./redis-cache.adapter.js');
    const started = Date.now();
    await expect(createCache({ redisUrl: 'redis://127.0.0.1:1', logger })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
