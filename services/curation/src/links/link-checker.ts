import { InternalCallError } from '@gems/platform/http/internal-client';
import type { Logger } from '@gems/platform/logger';
import { ClaimedBatchLoop, ClaimedBatchWorker } from '../background/claimed-batch-loop.js';
import { checkLink } from './check-link.js';
import { HostGate } from './host-gate.js';
import type { DueLink, LinkChecksRepository } from './link-checks.repository.js';
import { LinkNotCheckable, type LinkChecks } from './scraper-link-checks.js';

export interface LinkCheckerDeps {
  repo: LinkChecksRepository;
  links: LinkChecks;
  logger: Logger;
  options: { concurrency: number; idleMs: number; intervalSeconds: number; hostGapMs: number };
}

/** Long enough for a batch of slow checks spaced by the host gap; a checker that died frees its gems after it. */
const LEASE_SECONDS = 600;

export type CheckOutcome = 'checked' | 'changed' | 'skipped' | 'retry';

const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/**
 * The scheduled link checker (issue 29 §4): claims the most overdue gems (one per host per batch),
 * checks them `concurrency` at a time with one check per host at once and a gap between two of
 * the same host, and records each with its next due time (the interval, a week by default). All
 * its state is in the gems table, so it resumes after a restart and replicas share the work.
 */
export class LinkChecker extends ClaimedBatchWorker<DueLink, CheckOutcome> {
  protected readonly batches: ClaimedBatchLoop<DueLink, CheckOutcome>;
  private readonly gate: HostGate;

  constructor(private readonly deps: LinkCheckerDeps) {
    super();
    this.gate = new HostGate(deps.options.hostGapMs);
    this.batches = new ClaimedBatchLoop({
      what: 'link checks',
      claim: (max) => deps.repo.claim(max, LEASE_SECONDS),
      each: (gem) => this.check(gem),
      logger: deps.logger,
      options: deps.options,
    });
  }

  private async check(gem: DueLink): Promise<CheckOutcome> {
    if (!isWebAddress(gem.url)) {
      await this.deps.repo.neverDue(gem.id);
      return 'skipped';
    }
    try {
      const health = await this.gate.run(hostOf(gem), () =>
        checkLink({ ...this.deps, intervalSeconds: this.deps.options.intervalSeconds }, gem),
      );
      return health ? 'checked' : 'changed';
    } catch (error) {
      if (error instanceof LinkNotCheckable) {
        await this.deps.repo.neverDue(gem.id);
        return 'skipped';
      }
      // The scraper is down or busy: the lease runs out and the gem is due again.
      if (error instanceof InternalCallError) return 'retry';
      throw error;
    }
  }
}

function hostOf(gem: DueLink): string {
  try {
    return new URL(gem.url).hostname;
  } catch {
    return gem.domain;
  }
}
