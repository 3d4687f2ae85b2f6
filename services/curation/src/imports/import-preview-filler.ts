import type { Logger } from '@gems/platform/logger';
import { InternalCallError } from '@gems/platform/http/internal-client';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { gemUpdated } from '../events/curation-events.js';
import { ClaimedBatchLoop, ClaimedBatchWorker } from '../background/claimed-batch-loop.js';
import type { ImportPreviewsRepository, PreviewWaiting } from './import-previews.repository.js';
import { PreviewRefused, type BackgroundPreviews } from './link-previews.js';

export interface ImportPreviewFillerDeps {
  repo: ImportPreviewsRepository;
  previews: BackgroundPreviews;
  inTransaction: UnitOfWork;
  logger: Logger;
  options: { concurrency: number; idleMs: number };
  /** A gem got a remote image: the preview image keeper may copy it now. */
  imageFound?: () => void;
}

const LEASE_SECONDS = 120;

export type FillOutcome = 'filled' | 'unchanged' | 'refused' | 'retry';

/**
 * After a bookmark-file import, looks up each imported link's preview (title, description, image,
 * byline) in the background, `concurrency` at a time, and fills what the file left empty, so an
 * imported collection is not a wall of grey cards (issue 29 §1). Progress is the job's
 * `previewsDone`; all state is in the tables, so it resumes after a restart.
 */
export class ImportPreviewFiller extends ClaimedBatchWorker<PreviewWaiting, FillOutcome> {
  protected readonly batches: ClaimedBatchLoop<PreviewWaiting, FillOutcome>;

  constructor(private readonly deps: ImportPreviewFillerDeps) {
    super();
    this.batches = new ClaimedBatchLoop({
      what: 'import previews',
      claim: (max) => deps.repo.claim(max, LEASE_SECONDS),
      each: (item) => this.fill(item),
      afterBatch: (outcomes) => {
        if (outcomes.includes('filled')) deps.imageFound?.();
      },
      logger: deps.logger,
      options: deps.options,
    });
  }

  private async fill(item: PreviewWaiting): Promise<FillOutcome> {
    let preview;
    try {
      preview = await this.deps.previews.preview(item.url, item.userId);
    } catch (error) {
      if (error instanceof InternalCallError) return 'retry'; // the lease runs out; tried again later
      if (!(error instanceof PreviewRefused)) throw error;
      await this.deps.inTransaction((tx) => this.deps.repo.previewed(tx, item));
      return 'refused';
    }
    return this.deps.inTransaction(async (tx, emit) => {
      const gem = await this.deps.repo.fill(tx, item.gemId, preview);
      if (gem) gemUpdated(emit, gem);
      await this.deps.repo.previewed(tx, item);
      return gem ? 'filled' : 'unchanged';
    });
  }
}
