/**
 * Cache / rate-limit / deny-list port. Production: Redis. Embedded: an in-memory store shared
 * by every service of the one process (as one Redis server is shared by every container).
 * Values are strings; callers serialise. TTLs are whole, positive seconds (others are refused).
 * Instances created with the same namespace share their keys (the Redis adapter prefixes them).
 */
export interface Cache {
  get(key: string): Promise<string | null>;
  /** Several values in one command (Redis MGET), in the order of `keys`. */
  getMany(keys: string[]): Promise<(string | null)[]>;
  /** A set without ttlSeconds drops any previous TTL, as Redis SET does. */
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /**
   * Atomically increments a counter, setting its TTL when the key has none (a fixed window).
   * Returns the new value; rejects when the stored value is not an integer.
   */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Remaining TTL in seconds, -1 without TTL, -2 when the key does not exist (Redis semantics). */
  ttl(key: string): Promise<number>;
  /**
   * False while the shared backend is failing and answers come from a per-process fallback (see
   * ResilientCache); what must not be decided on a cache that may have lost its data then asks
   * its source of truth. Absent means always available.
   */
  available?(): boolean;
  /** False when the backend cannot be reached or the cache was closed; never throws. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
