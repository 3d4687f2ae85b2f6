import type { LinkHealth } from '@gems/contracts';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { Cache } from '@gems/platform/cache';
import { HttpError, badRequest, forbidden, unavailable } from '@gems/platform/errors';
import { InternalCallError } from '@gems/platform/http/internal-client';
import type { GemsService } from '../gems/gems.service.js';
import { checkLink } from './check-link.js';
import type { LinkChecksRepository } from './link-checks.repository.js';
import { LinkNotCheckable, type LinkChecks } from './scraper-link-checks.js';

/** Checks one owner may ask for in a minute: enough to re-check a few links, not to scan a site. */
const CHECKS_PER_MINUTE = 10;

/**
 * POST /api/gems/{id}/link-check (issue 29 §4): the owner checks a gem's link now. It is one of
 * the checker's checks (a strike counts, the next scheduled check moves a week on). Someone who
 * may see the gem but does not own it gets 403; someone who may not see it, 404.
 */
export class LinkCheckNowService {
  constructor(
    private readonly deps: {
      gems: Pick<GemsService, 'visible'>;
      repo: LinkChecksRepository;
      links: LinkChecks;
      cache: Cache;
      intervalSeconds: number;
    },
  ) {}

  async check(user: SessionClaims, id: number): Promise<LinkHealth> {
    const visible = await this.deps.gems.visible(user, id);
    if (visible.userId !== user.userId) throw forbidden('You can only check your own gems’ links');
    if (!/^https?:\/\//i.test(visible.url)) throw badRequest('This gem has no web address to check');
    const used = await this.deps.cache.incr(`links:check-now:${user.userId}`, 60);
    if (used > CHECKS_PER_MINUTE)
      throw new HttpError(429, 'Too many link checks: try again in a minute', 'rate_limited');
    const gem = await this.deps.repo.find(id);
    if (!gem) throw new HttpError(404, 'Gem not found', 'not_found');
    try {
      const health = await checkLink(this.deps, gem);
      if (!health)
        throw new HttpError(409, 'The gem changed while its link was checked: try again', 'conflict');
      return health;
    } catch (error) {
      if (error instanceof LinkNotCheckable) throw badRequest('This gem’s address cannot be checked');
      if (error instanceof InternalCallError)
        throw unavailable('Link checks are unavailable: try again later');
      throw error;
    }
  }
}
