export type { Cache } from './cache.port.js';
export { createCache, type CreateCacheOptions } from './create-cache.js';
export { MemoryCache, type MemoryCacheOptions } from './memory-cache.adapter.js';
// The Redis adapter is loaded by createCache only when REDIS_URL is set (embedded mode never loads it).
export type { RedisCacheOptions } from './redis-cache.adapter.js';
export { ResilientCache, type ResilientCacheOptions } from './resilient-cache.js';
