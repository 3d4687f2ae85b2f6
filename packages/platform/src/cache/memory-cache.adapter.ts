import type { Cache } from './cache.port.js';
import { assertTtlSeconds } from './cache-ttl.js';

interface Entry {
  value: string;
  /** Epoch ms after which the entry no longer exists; undefined = no TTL. */
  expiresAt?: number;
}

interface Store {
  entries: Map<string, Entry>;
  nextSweepAt: number;
}

/**
 * One store per namespace for the whole process: in the embedded mode every service runs in this
 * process and must see the others' keys (the gateway reads the deny-list identity writes), exactly
 * as separate containers share one Redis.
 */
const stores = new Map<string, Store>();

export interface MemoryCacheOptions {
  /** Instances created with the same namespace share their keys. */
  namespace?: string;
  /** How often (at most) a write sweeps out expired keys, so unread keys do not pile up. */
  sweepIntervalMs?: number;
  /** Clock for tests. */
  now?: () => number;
}

export class MemoryCache implements Cache {
  private readonly store: Store;
  private readonly sweepIntervalMs: number;
  private readonly now: () => number;
  private closed = false;

  constructor(options: MemoryCacheOptions = {}) {
    const namespace = options.namespace ?? 'default';
    this.now = options.now ?? Date.now;
    this.sweepIntervalMs = options.sweepIntervalMs ?? 10_000;
    let store = stores.get(namespace);
    if (!store) {
      store = { entries: new Map(), nextSweepAt: this.now() + this.sweepIntervalMs };
      stores.set(namespace, store);
    }
    this.store = store;
  }

  async get(key: string): Promise<string | null> {
    return this.live(key)?.value ?? null;
  }

  async getMany(keys: string[]): Promise<(string | null)[]> {
    return keys.map((key) => this.live(key)?.value ?? null);
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    this.assertOpen();
    if (ttlSeconds !== undefined) assertTtlSeconds(ttlSeconds);
    // Like Redis SET: a plain set drops any previous TTL.
    const expiresAt = ttlSeconds === undefined ? undefined : this.now() + ttlSeconds * 1000;
    this.store.entries.set(key, { value: String(value), expiresAt });
    this.sweepIfDue();
  }

  async del(key: string): Promise<void> {
    this.assertOpen();
    this.store.entries.delete(key);
  }

  // Synchronous between reading and writing, so atomic within the process's single thread.
  async incr(key: string, ttlSeconds: number): Promise<number> {
    this.assertOpen();
    assertTtlSeconds(ttlSeconds);
    const entry = this.live(key);
    const next = (entry ? Number(entry.value) : 0) + 1;
    if ((entry && !/^-?\d+$/.test(entry.value)) || !Number.isSafeInteger(next)) {
      throw new Error('ERR value is not an integer or out of range');
    }
    // Like INCR + EXPIRE NX: the TTL is set when the key has none and kept otherwise.
    const expiresAt = entry?.expiresAt ?? this.now() + ttlSeconds * 1000;
    this.store.entries.set(key, { value: String(next), expiresAt });
    this.sweepIfDue();
    return next;
  }

  async ttl(key: string): Promise<number> {
    const entry = this.live(key);
    if (!entry) return -2;
    if (entry.expiresAt === undefined) return -1;
    return Math.max(0, Math.round((entry.expiresAt - this.now()) / 1000));
  }

  async ping(): Promise<boolean> {
    return !this.closed;
  }

  /** Marks this instance closed; the shared store stays for the other instances of the process. */
  async close(): Promise<void> {
    this.closed = true;
  }

  /** Number of stored keys, expired ones not yet swept included (for tests and diagnostics). */
  storedKeyCount(): number {
    return this.store.entries.size;
  }

  private live(key: string): Entry | undefined {
    this.assertOpen();
    const entry = this.store.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt !== undefined && entry.expiresAt <= this.now()) {
      this.store.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweepIfDue(): void {
    const now = this.now();
    if (now < this.store.nextSweepAt) return;
    this.store.nextSweepAt = now + this.sweepIntervalMs;
    for (const [key, entry] of this.store.entries) {
      if (entry.expiresAt !== undefined && entry.expiresAt <= now) this.store.entries.delete(key);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The cache is closed');
  }
}
