import type { Logger } from '@gems/platform/logger';
import { ImageRejectedError } from '@gems/platform/images';
import { InternalCallError } from '@gems/platform/http/internal-client';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { gemUpdated } from '../../events/curation-events.js';
import { ClaimedBatchLoop, ClaimedBatchWorker } from '../../background/claimed-batch-loop.js';
import type { GemImageUploader } from '../gem-image-uploader.js';
import type { PreviewImagesRepository, RemoteImageGem } from './preview-images.repository.js';
import { ImageRefused, type RemoteImages } from './scraper-images.js';

export interface PreviewImageKeeperDeps {
  repo: PreviewImagesRepository;
  remote: RemoteImages;
  uploader: Pick<GemImageUploader, 'storePreview' | 'discard'>;
  inTransaction: UnitOfWork;
  logger: Logger;
  options: { concurrency: number; idleMs: number };
}

/** Long enough for a slow fetch and its re-encoding; a keeper that died frees its gems after it. */
const LEASE_SECONDS = 120;

export type KeepOutcome = 'kept' | 'failed' | 'changed' | 'retry';

/**
 * Keeps a copy of gems' remote preview images (issue 29 §1): new gems first, then the backfill of
 * older ones, newest to oldest. All its state is in the gems table (the remote address, the lease,
 * the failed address), so it resumes where it stopped after a restart, and replicas share the work.
 * Until the copy is stored the card shows the remote image; a failure keeps the remote address.
 */
export class PreviewImageKeeper extends ClaimedBatchWorker<RemoteImageGem, KeepOutcome> {
  protected readonly batches: ClaimedBatchLoop<RemoteImageGem, KeepOutcome>;

  constructor(private readonly deps: PreviewImageKeeperDeps) {
    super();
    this.batches = new ClaimedBatchLoop({
      what: 'preview images',
      claim: (max) => deps.repo.claim(max, LEASE_SECONDS),
      each: (gem) => this.keep(gem),
      logger: deps.logger,
      options: deps.options,
    });
  }

  private async keep(gem: RemoteImageGem): Promise<KeepOutcome> {
    let kept;
    try {
      const bytes = await this.deps.remote.fetch(gem.imageUrl, gem.userId);
      kept = await this.deps.uploader.storePreview(gem.userId, bytes);
    } catch (error) {
      if (error instanceof ImageRefused || error instanceof ImageRejectedError) {
        // The scraper logged its refusal in the admin's error log; a decoding refusal is ours.
        this.deps.logger.info(
          { gemId: gem.id, url: gem.imageUrl, reason: error.message },
          'preview image not kept',
        );
        await this.deps.repo.failed(gem);
        return 'failed';
      }
      // The scraper is down or busy: the lease runs out and the gem is tried again later.
      if (error instanceof InternalCallError) return 'retry';
      throw error;
    }
    try {
      const row = await this.deps.inTransaction(async (tx, emit) => {
        const updated = await this.deps.repo.keep(tx, gem, kept);
        if (updated) gemUpdated(emit, updated);
        return updated;
      });
      if (row) return 'kept';
    } catch (error) {
      await this.deps.uploader.discard([kept.imageUrl, kept.thumbnailUrl]);
      throw error;
    }
    // Edited or deleted while its image was being fetched: the copy describes nothing.
    await this.deps.uploader.discard([kept.imageUrl, kept.thumbnailUrl]);
    return 'changed';
  }
}
