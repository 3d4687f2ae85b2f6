import type { LinkHealth } from '@gems/contracts';
import type { DueLink, LinkChecksRepository } from './link-checks.repository.js';
import { nextLinkState, verdictOf } from './link-health-rules.js';
import type { LinkChecks } from './scraper-link-checks.js';

/**
 * One check of one gem's link, the same for the scheduled checker and the owner's check now:
 * the scraper's facts, their verdict, the new state after the gem's history, written with the
 * next due time. Null when the gem's address changed or the gem went away meanwhile.
 */
export async function checkLink(
  deps: { links: LinkChecks; repo: Pick<LinkChecksRepository, 'record'>; intervalSeconds: number },
  gem: DueLink,
): Promise<LinkHealth | null> {
  const facts = await deps.links.check(gem.url, gem.userId);
  const next = nextLinkState(gem, verdictOf(gem.url, facts), new Date());
  return deps.repo.record(gem, next, deps.intervalSeconds);
}
