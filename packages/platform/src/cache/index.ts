export type { Cache } from './cache.port.js';
export { createCache, type CreateCacheOptions } from './create-cache.js';
export { MemoryCache, type MemoryCacheOptions } from './memory-cache.adapter.js';
export { RedisCache, type RedisCacheOptions } from './redis-cache.adapter.js';
export { ResilientCache, type ResilientCacheOptions } from './resilient-cache.js';
