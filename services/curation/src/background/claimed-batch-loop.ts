import type { Logger } from '@gems/platform/logger';

/** How long to wait after the scraper was down or busy, or a batch failed. */
const RETRY_MS = 30_000;

/**
 * The loop both background fillers share (the preview-image keeper, the import-preview filler):
 * claim a batch under a lease and work it `concurrency` at a time; with nothing claimed, wait
 * `idleMs` unless nudged; after a 'retry' outcome (the scraper away) or a failed batch, wait 30 s.
 * All state is in the tables, so it resumes after a restart and replicas share the work.
 */
export class ClaimedBatchLoop<Item, Outcome extends string> {
  private running: Promise<void> | null = null;
  private stopping = false;
  private wake: (() => void) | null = null;

  constructor(
    private readonly work: {
      what: string;
      claim: (max: number) => Promise<Item[]>;
      each: (item: Item) => Promise<Outcome>;
      /** Told each batch's outcomes (e.g. to wake another worker). */
      afterBatch?: (outcomes: Outcome[]) => void;
      logger: Logger;
      options: { concurrency: number; idleMs: number };
    },
  ) {}

  start(): void {
    this.stopping = false;
    this.running ??= this.loop().finally(() => {
      this.running = null;
    });
  }

  /** Something to do arrived: look now rather than after the idle wait. */
  nudge(): void {
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wake?.();
    await this.running;
  }

  /** One claimed batch, `concurrency` at a time: how each item went. */
  async runOnce(): Promise<Outcome[]> {
    const { concurrency } = this.work.options;
    const items = await this.work.claim(concurrency * 4);
    const outcomes: Outcome[] = [];
    let next = 0;
    const lane = async () => {
      while (next < items.length && !this.stopping) outcomes.push(await this.work.each(items[next++]!));
    };
    await Promise.all(Array.from({ length: concurrency }, lane));
    this.work.afterBatch?.(outcomes);
    return outcomes;
  }

  private async loop(): Promise<void> {
    while (!this.stopping) {
      let pause = 0;
      try {
        const outcomes = await this.runOnce();
        if (!outcomes.length) pause = this.work.options.idleMs;
        else if (outcomes.includes('retry' as Outcome)) pause = RETRY_MS;
      } catch (err) {
        this.work.logger.warn({ err }, `${this.work.what}: batch failed`);
        pause = RETRY_MS;
      }
      if (pause && !this.stopping) await this.sleep(pause);
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      timer.unref();
      this.wake = done;
    });
  }
}

/**
 * A background worker driven by a ClaimedBatchLoop (the preview-image keeper, the import-preview
 * filler, the archive keeper, the link checker): its start, nudge, stop and single batch.
 */
export abstract class ClaimedBatchWorker<Item, Outcome extends string> {
  protected abstract readonly batches: ClaimedBatchLoop<Item, Outcome>;

  start(): void {
    this.batches.start();
  }

  /** Work may be waiting (a gem saved, an address changed, an import done): look now. */
  nudge(): void {
    this.batches.nudge();
  }

  stop(): Promise<void> {
    return this.batches.stop();
  }

  /** One claimed batch: how each item went (tests, the benchmarks). */
  runOnce(): Promise<Outcome[]> {
    return this.batches.runOnce();
  }
}
