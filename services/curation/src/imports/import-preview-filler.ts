import type { Logger } from '@gems/platform/logger';
import { InternalCallError } from '@gems/platform/http/internal-client';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { gemUpdated } from '../events/curation-events.js';
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
const SCRAPER_DOWN_MS = 30_000;

export type FillOutcome = 'filled' | 'unchanged' | 'refused' | 'retry';

/**
 * After a bookmark-file import, looks up each imported link's preview (title, description, image,
 * byline) in the background, `concurrency` at a time, and fills what the file left empty, so an
 * imported collection is not a wall of grey cards (issue 29 §1). Progress is the job's
 * `previewsDone`; all state is in the tables, so it resumes after a restart.
 */
export class ImportPreviewFiller {
  private running: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(private readonly deps: ImportPreviewFillerDeps) {}

  start(): void {
    this.stopping = false;
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
  }

  /** An import finished: look now. */
  nudge(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
  }

  async runOnce(): Promise<FillOutcome[]> {
    const { concurrency } = this.deps.options;
    const items = await this.deps.repo.claim(concurrency * 4, LEASE_SECONDS);
    const outcomes: FillOutcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < items.length && !this.stopping) outcomes.push(await this.fill(items[next++]!));
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    if (outcomes.includes('filled')) this.deps.imageFound?.();
    return outcomes;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let pause = 0;
      try {
        const outcomes = await this.runOnce();
        if (!outcomes.length) pause = this.deps.options.idleMs;
        else if (outcomes.includes('retry')) pause = SCRAPER_DOWN_MS;
      } catch (err) {
        this.deps.logger.warn({ err }, 'import previews: batch failed');
        pause = SCRAPER_DOWN_MS;
      }
      if (pause && !this.stopping)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(done, pause);
          timer.unref();
          function done() {
            clearTimeout(timer);
            resolve();
          }
          this.wake = done;
        });
      this.wake = null;
    }
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
