import { TOP_CREATORS_MAX, type TopCreator } from '@gems/contracts';
import type { Cache } from '@gems/platform/cache';
import type { Logger } from '@gems/platform/logger';
import type { TopCreatorsRepository } from './top-creators.repository.js';

const KEY = 'curation:top-creators:v1';

/**
 * Top creators are a GROUP BY over every public gem (about 100 ms at 200k gems) and the same for
 * every viewer, so the list is cached (a minute by default) and cut to the asked length. A deleted
 * or renamed curator is forgotten at once; new gems count within the TTL. A cache that fails is
 * skipped (logged), never an error for the caller.
 */
export class CachedTopCreators {
  constructor(
    private readonly repo: TopCreatorsRepository,
    private readonly cache: Cache,
    private readonly logger: Logger,
    private readonly ttlSeconds: number,
  ) {}

  async top(limit: number): Promise<TopCreator[]> {
    const cached = await this.cache.get(KEY).catch((error: unknown) => this.skip(error));
    if (cached) return (JSON.parse(cached) as TopCreator[]).slice(0, limit);
    const list = await this.repo.top(TOP_CREATORS_MAX); // one cached list serves every length
    await this.cache
      .set(KEY, JSON.stringify(list), this.ttlSeconds)
      .catch((error: unknown) => this.skip(error));
    return list.slice(0, limit);
  }

  async forget(): Promise<void> {
    await this.cache.del(KEY).catch((error: unknown) => this.skip(error));
  }

  private skip(error: unknown): null {
    this.logger.warn({ err: error }, 'top creators: cache unavailable; reading the database');
    return null;
  }
}
