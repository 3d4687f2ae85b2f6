import type { Logger } from '../logger.js';
import type { Cache } from './cache.port.js';
import { MemoryCache } from './memory-cache.adapter.js';

export interface ResilientCacheOptions {
  logger: Logger;
  /** Namespace of the per-process fallback store. */
  namespace?: string;
  /** Longest wait for one command; Redis on the same network answers in well under a millisecond. */
  timeoutMs?: number;
  /** Consecutive failures that open the circuit. */
  failureThreshold?: number;
  /** How long an open circuit sends every command to the fallback before trying Redis again. */
  openMs?: number;
  now?: () => number;
}

/**
 * A shared cache that degrades instead of failing: each command to the primary (Redis) has a short
 * time budget, and after a few consecutive failures a circuit breaker sends every command to a
 * per-process memory store for a while (rate limits then count per process; a cached value is
 * simply missed) before one command probes the primary again. So a Redis outage costs neither
 * latency nor errors; callers that must not trust a cache that lost its data (the logout deny-list)
 * ask `available()` and go to the source of truth.
 */
export class ResilientCache implements Cache {
  private failures = 0;
  private openUntil = 0;
  private readonly fallback: MemoryCache;
  private readonly timeoutMs: number;
  private readonly failureThreshold: number;
  private readonly openMs: number;
  private readonly now: () => number;

  constructor(
    private readonly primary: Cache,
    private readonly options: ResilientCacheOptions,
  ) {
    this.fallback = new MemoryCache({ namespace: `${options.namespace ?? ''}:fallback` });
    this.timeoutMs = options.timeoutMs ?? 200;
    this.failureThreshold = options.failureThreshold ?? 3;
    this.openMs = options.openMs ?? 5_000;
    this.now = options.now ?? Date.now;
  }

  /** False while the circuit is open: the primary is failing and commands go to the fallback. */
  available(): boolean {
    return this.now() >= this.openUntil;
  }

  get(key: string): Promise<string | null> {
    return this.run((cache) => cache.get(key));
  }

  getMany(keys: string[]): Promise<(string | null)[]> {
    return this.run((cache) => cache.getMany(keys));
  }

  set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    return this.run((cache) => cache.set(key, value, ttlSeconds));
  }

  del(key: string): Promise<void> {
    return this.run((cache) => cache.del(key));
  }

  incr(key: string, ttlSeconds: number): Promise<number> {
    return this.run((cache) => cache.incr(key, ttlSeconds));
  }

  ttl(key: string): Promise<number> {
    return this.run((cache) => cache.ttl(key));
  }

  /** The primary's own answer: readiness reports a degraded cache even while the fallback serves. */
  async ping(): Promise<boolean> {
    return (await this.withTimeout(this.primary.ping()).catch(() => false)) === true;
  }

  async close(): Promise<void> {
    await this.primary.close();
  }

  private async run<T>(command: (cache: Cache) => Promise<T>): Promise<T> {
    if (!this.available()) return command(this.fallback);
    try {
      const result = await this.withTimeout(command(this.primary));
      this.failures = 0;
      return result;
    } catch (error) {
      if (isCallerError(error)) throw error;
      this.recordFailure(error);
      return command(this.fallback);
    }
  }

  private recordFailure(error: unknown): void {
    this.failures += 1;
    if (this.failures < this.failureThreshold) return;
    const wasClosed = this.available();
    this.openUntil = this.now() + this.openMs;
    this.failures = this.failureThreshold - 1; // one more failure after the pause re-opens it
    if (wasClosed)
      this.options.logger.warn(
        { err: error, openMs: this.openMs },
        'cache unavailable: using the per-process fallback for a while',
      );
  }

  /**
   * Bounds a command by timeoutMs. When the process was held up (a busy machine starves its event
   * loop), the timer and Redis's answer are both due when it runs again, and timers run first:
   * the verdict waits one turn of the loop, in which waiting answers are read, so an answer that
   * came in time is not called a timeout (three of those opened the circuit under load, and every
   * session check then went to identity).
   */
  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    let verdict: NodeJS.Immediate | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        verdict = setImmediate(() => reject(new CacheTimeoutError(this.timeoutMs)));
      }, this.timeoutMs);
    });
    return Promise.race([promise, timeout]).finally(() => {
      clearTimeout(timer);
      clearImmediate(verdict);
    });
  }
}

class CacheTimeoutError extends Error {
  constructor(ms: number) {
    super(`cache command took longer than ${ms} ms`);
    this.name = 'CacheTimeoutError';
  }
}

/** A bad TTL or a non-integer counter is the caller's mistake, not an outage. */
function isCallerError(error: unknown): boolean {
  return error instanceof RangeError || (error instanceof Error && /not an integer/i.test(error.message));
}
