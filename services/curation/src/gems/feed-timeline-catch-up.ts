import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from '@gems/platform/logger';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { FeedTimelinesRepository } from './feed-timelines.repository.js';

/**
 * Builds the timelines of viewers who already followed many curators when timelines shipped
 * (issue 33): the migration queued them; this works the queue once after the service starts, one
 * viewer per transaction, so no save waits long on a build's locks. A build that fails (a deadlock
 * with a follow event, Postgres away) stays queued and is tried again after `retryMs`.
 */
export class FeedTimelineCatchUp {
  private running: Promise<void> | null = null;
  private readonly stopping = new AbortController();

  constructor(
    private readonly deps: {
      timelines: Pick<FeedTimelinesRepository, 'catchUpOne'>;
      inTransaction: UnitOfWork;
      logger: Logger;
      retryMs?: number;
    },
  ) {}

  start(): void {
    this.running ??= this.run();
  }

  /** Until the queue is empty (tests, and a stop that waits for the build under way). */
  async done(): Promise<void> {
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopping.abort();
    await this.running;
  }

  private async run(): Promise<void> {
    const { timelines, inTransaction, logger, retryMs = 30_000 } = this.deps;
    let built = 0;
    while (!this.stopping.signal.aborted) {
      try {
        const viewer = await inTransaction((tx) => timelines.catchUpOne(tx));
        if (viewer === null) break;
        built++;
      } catch (error) {
        logger.warn({ err: error }, 'feed timelines: a queued viewer’s timeline was not built; retrying');
        await sleep(retryMs, undefined, { signal: this.stopping.signal }).catch(() => undefined);
      }
    }
    if (built > 0) logger.info({ built }, 'feed timelines: queued viewers’ timelines built');
  }
}
