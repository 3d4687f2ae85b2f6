import type { Logger } from '@gems/platform/logger';
import { conflict } from '@gems/platform/errors';
import {
  POINTS_PER_TOKEN,
  type Distribution,
  type DistributionPreview,
  type RewardsListQuery,
} from '@gems/contracts';
import { decodeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { AdminActionsRepository } from '../admin/admin-actions.repository.js';
import type { DistributionRow, DistributionsRepository } from './distributions.repository.js';
import { isDue, weekToSettle, type Schedule } from './schedule.js';

const ALREADY_DISTRIBUTED = "This week's distribution has already been executed";
const DISTRIBUTION_RUNNING = 'A distribution is already running';

/**
 * The weekly token distribution: floor(currentPoints / 100) tokens to each participant (users
 * with at least 100 current points), the remainder carried over in currentPoints, weekly points
 * reset. Exactly once per week (409 after), resumable after a crash (pending payouts are paid on
 * the next run or at start), and only one process runs it at a time (advisory lock).
 */
export class DistributionService {
  private timer?: NodeJS.Timeout;
  private ticking?: Promise<void>;

  constructor(
    private readonly deps: {
      repo: DistributionsRepository;
      adminActions: AdminActionsRepository;
      logger: Logger;
      schedule: Schedule;
      chunkSize: number;
      /** Tests simulate a crash between chunks. */
      afterChunk?: (paidSoFar: number) => Promise<void> | void;
    },
  ) {}

  /** What a run now would pay, for which week, and the flagged points it would hold back. */
  async preview(now = new Date()): Promise<DistributionPreview> {
    const week = weekToSettle(now, this.deps.schedule);
    const row = await this.deps.repo.preview(POINTS_PER_TOKEN, week.weekStart);
    return {
      ...row,
      periodStart: row.periodStart?.toISOString() ?? null,
      pointsToTokenRatio: POINTS_PER_TOKEN,
      weekStart: week.weekStart.toISOString(),
      weekEnd: week.weekEnd.toISOString(),
    };
  }

  async list(query: RewardsListQuery) {
    const before = decodeCursor(query.cursor, 1)?.numbers[0];
    const rows = await this.deps.repo.list(query.limit + 1, before);
    const page = pageOf(rows, query.limit, (r) => [r.id]);
    return { nextCursor: page.nextCursor, items: page.items.map(toDistribution) };
  }

  /** An admin's run for the last full week: 409 when it was already distributed or is running. */
  async execute(adminId: number | null, now = new Date()): Promise<Distribution> {
    const db = await this.deps.repo.lock();
    if (!db) throw conflict(DISTRIBUTION_RUNNING);
    try {
      const resumed = await this.resumeUnfinished(db);
      const week = weekToSettle(now, this.deps.schedule);
      const existing = await this.deps.repo.byWeek(db, week.weekStart);
      // A run of this week that crashed is finished now: that is this call's answer.
      if (existing && resumed.includes(existing.id)) return toDistribution(existing);
      if (existing) throw conflict(ALREADY_DISTRIBUTED);
      const opened = await this.deps.repo.open(db, { ...week, ratio: POINTS_PER_TOKEN, executedBy: adminId });
      if (!opened) throw conflict(ALREADY_DISTRIBUTED);
      const done = await this.finish(db, opened.id);
      await this.deps.adminActions.record({
        adminId,
        action: adminId === null ? 'scheduled_distribution' : 'execute_distribution',
        targetType: 'token_distribution',
        targetId: done.id,
        details: {
          participantCount: done.participantCount,
          totalTokensDistributed: done.totalTokensDistributed,
          periodStart: done.periodStart?.toISOString() ?? null,
          periodEnd: done.periodEnd?.toISOString() ?? null,
        },
      });
      return toDistribution(done);
    } finally {
      await db.unlock();
    }
  }

  /** Pays what a crashed run left pending; called at start and on each schedule tick. */
  async resume(): Promise<void> {
    const db = await this.deps.repo.lock();
    if (!db) return;
    try {
      await this.resumeUnfinished(db);
    } finally {
      await db.unlock();
    }
  }

  /** Checks once a minute; the replica that takes the lock runs a due distribution. */
  startSchedule(enabled: boolean, everyMs = 60_000): void {
    if (!enabled) return;
    const tick = async () => {
      try {
        await this.resume();
        const now = new Date();
        if (!isDue(now, this.deps.schedule)) return;
        await this.execute(null, now).catch((error: { status?: number }) => {
          if (error?.status !== 409) throw error; // another replica ran it: nothing to do
        });
      } catch (error) {
        this.deps.logger.error({ err: error }, 'scheduled token distribution failed');
      }
    };
    this.timer = setInterval(() => void (this.ticking = tick()), everyMs);
    this.timer.unref();
    this.ticking = tick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.ticking;
  }

  private async resumeUnfinished(db: Parameters<DistributionsRepository['byWeek']>[0]): Promise<number[]> {
    const ids: number[] = [];
    for (const d of await this.deps.repo.unfinished(db)) {
      this.deps.logger.warn({ distributionId: d.id }, 'resuming an unfinished token distribution');
      await this.finish(db, d.id);
      ids.push(d.id);
    }
    return ids;
  }

  private async finish(
    db: Parameters<DistributionsRepository['byWeek']>[0],
    id: number,
  ): Promise<DistributionRow> {
    let paid = 0;
    for (;;) {
      const n = await this.deps.repo.payChunk(db, id, this.deps.chunkSize);
      if (n === 0) break;
      paid += n;
      await this.deps.afterChunk?.(paid);
    }
    return this.deps.repo.complete(db, id);
  }
}

function toDistribution(r: DistributionRow): Distribution {
  return {
    id: r.id,
    weekStart: r.weekStart.toISOString(),
    weekEnd: r.weekEnd.toISOString(),
    participantCount: r.participantCount,
    totalPointsDistributed: r.totalPointsDistributed,
    totalTokensDistributed: r.totalTokensDistributed,
    pointsToTokenRatio: r.pointsToTokenRatio,
    status: r.status === 'completed' ? 'completed' : r.status === 'running' ? 'running' : 'pending',
    executedBy: r.executedBy,
    createdAt: r.createdAt.toISOString(),
    completedAt: r.completedAt?.toISOString() ?? null,
    periodStart: r.periodStart?.toISOString() ?? null,
    periodEnd: r.periodEnd?.toISOString() ?? null,
  };
}
