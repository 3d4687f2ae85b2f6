import type { Logger } from '../logger.js';
import type { Cache } from './cache.port.js';
import { MemoryCache } from './memory-cache.adapter.js';
import { ResilientCache } from './resilient-cache.js';

export interface CreateCacheOptions {
  /** Redis when set (production, compose, CI); the in-process store otherwise (embedded). */
  redisUrl?: string;
  logger: Logger;
  /** Isolates keys: a Redis key prefix, or the name of the shared in-process store. */
  namespace?: string;
}

/**
 * Chooses the cache adapter from configuration alone. Rejects when Redis is configured but
 * unreachable at start (a wrong REDIS_URL stops the boot); later outages degrade (ResilientCache).
 */
export async function createCache(options: CreateCacheOptions): Promise<Cache> {
  if (options.redisUrl) {
    // Loaded on demand: the Redis client is ~650 modules (~15 MB of heap) the embedded start never needs.
    const { RedisCache } = await import('./redis-cache.adapter.js');
    const cache = await RedisCache.connect({
      url: options.redisUrl,
      logger: options.logger,
      namespace: options.namespace,
    });
    options.logger.info({ adapter: 'redis' }, 'cache ready');
    // Once running, an outage degrades to a per-process store instead of failing requests.
    return new ResilientCache(cache, { logger: options.logger, namespace: options.namespace });
  }
  options.logger.info({ adapter: 'memory' }, 'cache ready');
  return new MemoryCache({ namespace: options.namespace });
}
