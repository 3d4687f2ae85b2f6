import type { Logger } from '@gems/platform/logger';
import { InternalCallError } from '@gems/platform/http/internal-client';
import { ClaimedBatchLoop, ClaimedBatchWorker } from '../../background/claimed-batch-loop.js';
import type { ArchiveWork, GemArchivesRepository } from './gem-archives.repository.js';
import { PageRefused, type ReadablePages } from './scraper-readable.js';

export interface ArchiveKeeperDeps {
  repo: Pick<GemArchivesRepository, 'claim' | 'keep' | 'failed'>;
  pages: ReadablePages;
  logger: Logger;
  options: { concurrency: number; idleMs: number };
}

/** Long enough for a slow fetch and the extraction of a large page; a dead keeper frees its gems after it. */
const LEASE_SECONDS = 120;

export type ArchiveOutcome = 'kept' | 'failed' | 'changed' | 'retry';

/**
 * Keeps a readable copy of each gem's page (issue 29 §2): new gems first, then the backfill of
 * older ones, newest to oldest, in the background so that saving a gem never waits for it. All
 * its state is in gem_archives (the address copied, the lease, a failure, a page the owner's
 * browser sent), so it resumes where it stopped after a restart and replicas share the work.
 */
export class ArchiveKeeper extends ClaimedBatchWorker<ArchiveWork, ArchiveOutcome> {
  protected readonly batches: ClaimedBatchLoop<ArchiveWork, ArchiveOutcome>;

  constructor(private readonly deps: ArchiveKeeperDeps) {
    super();
    this.batches = new ClaimedBatchLoop({
      what: 'readable copies',
      claim: (max) => deps.repo.claim(max, LEASE_SECONDS),
      each: (work) => this.keep(work),
      logger: deps.logger,
      options: deps.options,
    });
  }

  private async keep(work: ArchiveWork): Promise<ArchiveOutcome> {
    let copy;
    try {
      copy = await this.deps.pages.copy({
        url: work.url,
        userId: work.userId,
        ...(work.pageHtml === null ? {} : { html: work.pageHtml }),
      });
    } catch (error) {
      if (error instanceof PageRefused) {
        // The scraper logged its refusal in the admin's error log.
        this.deps.logger.info(
          { gemId: work.gemId, url: work.url, reason: error.message },
          'readable copy not kept',
        );
        await this.deps.repo.failed(work);
        return 'failed';
      }
      // The scraper is down or busy: the lease runs out and the gem is tried again later.
      if (error instanceof InternalCallError) return 'retry';
      throw error;
    }
    // Edited (another address) or deleted while its page was being copied: nothing to keep.
    return (await this.deps.repo.keep(work, copy)) ? 'kept' : 'changed';
  }
}
