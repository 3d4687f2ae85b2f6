/**
 * Cache / rate-limit / deny-list port. Production: Redis. Embedded: an in-memory store shared
 * by every service of the one process (as one Redis server is shared by every container).
 * Values are strings; callers serialise.
 */
export interface Cache {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlSeconds?: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Atomically increments a counter, setting its TTL when the key is created. Returns the new value. */
  incr(key: string, ttlSeconds: number): Promise<number>;
  /** Remaining TTL in seconds, -1 without TTL, -2 when the key does not exist (Redis semantics). */
  ttl(key: string): Promise<number>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}
