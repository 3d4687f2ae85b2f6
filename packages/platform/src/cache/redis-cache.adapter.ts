import { createClient } from 'redis';
import type { Logger } from '../logger.js';
import type { Cache } from './cache.port.js';
import { assertTtlSeconds } from './cache-ttl.js';

export interface RedisCacheOptions {
  url: string;
  logger: Logger;
  /** Prefixes every key with `<namespace>:`; instances with the same namespace share their keys. */
  namespace?: string;
  connectTimeoutMs?: number;
}

function buildClient(url: string, connectTimeoutMs: number, isReady: () => boolean) {
  return createClient({
    url,
    // While Redis is down commands fail at once instead of queueing: a rate limiter must not hang.
    disableOfflineQueue: true,
    // No per-command timer here: ResilientCache bounds every command (200 ms) itself. The client's
    // default (5 s through AbortSignal.timeout) arms a timer per command that fires long after the
    // answer and builds a DOMException each time — 2–3 % of the gateway's CPU on a cheap call.
    commandOptions: { timeout: 0 },
    socket: {
      connectTimeout: connectTimeoutMs,
      // Give up on the first connection (fail fast); after that, reconnect with a capped backoff.
      reconnectStrategy: (retries: number) => (isReady() ? Math.min(100 * 2 ** retries, 5_000) : false),
    },
  });
}

type RedisClient = ReturnType<typeof buildClient>;

/**
 * INCR and EXPIRE NX as one command: a script runs atomically, as MULTI/EXEC did, but is one
 * command to send and one reply to read instead of four (MULTI, INCR, EXPIRE, EXEC) — the rate
 * limit runs on every API call; the client spent ~3–6 µs less per call measured alone.
 */
const INCR_WITH_TTL =
  "local n = redis.call('INCR', KEYS[1]) redis.call('EXPIRE', KEYS[1], ARGV[1], 'NX') return n";

/** Production cache: Redis 7 (EXPIRE NX). */
export class RedisCache implements Cache {
  private constructor(
    private readonly client: RedisClient,
    private readonly prefix: string,
  ) {}

  /** Connects and fails fast when Redis cannot be reached, so a bad REDIS_URL stops the boot. */
  static async connect(options: RedisCacheOptions): Promise<RedisCache> {
    let ready = false;
    const client = buildClient(options.url, options.connectTimeoutMs ?? 5_000, () => ready);
    const log = options.logger.child({ component: 'redis-cache' });
    client.on('error', (error: Error) => log.warn({ err: error }, 'redis connection error'));
    client.on('ready', () => {
      if (ready) log.info('redis reconnected');
    });
    await client.connect();
    ready = true;
    return new RedisCache(client, options.namespace ? `${options.namespace}:` : '');
  }

  async get(key: string): Promise<string | null> {
    return this.client.get(this.k(key));
  }

  async getMany(keys: string[]): Promise<(string | null)[]> {
    return this.client.mGet(keys.map((key) => this.k(key)));
  }

  async set(key: string, value: string, ttlSeconds?: number): Promise<void> {
    if (ttlSeconds === undefined) {
      await this.client.set(this.k(key), value);
      return;
    }
    assertTtlSeconds(ttlSeconds);
    await this.client.set(this.k(key), value, { expiration: { type: 'EX', value: ttlSeconds } });
  }

  async del(key: string): Promise<void> {
    await this.client.del(this.k(key));
  }

  async incr(key: string, ttlSeconds: number): Promise<number> {
    assertTtlSeconds(ttlSeconds);
    const k = this.k(key);
    // NX keeps the window's TTL on later increments.
    return Number(await this.client.eval(INCR_WITH_TTL, { keys: [k], arguments: [String(ttlSeconds)] }));
  }

  async ttl(key: string): Promise<number> {
    return this.client.ttl(this.k(key));
  }

  async ping(): Promise<boolean> {
    try {
      return (await this.client.ping()) === 'PONG';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    if (!this.client.isOpen) return;
    // A graceful close waits for a connection that an outage may never give back.
    if (this.client.isReady) await this.client.close();
    else this.client.destroy();
  }

  private k(key: string): string {
    return this.prefix + key;
  }
}
