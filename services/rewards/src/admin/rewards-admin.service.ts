import { conflict, notFound } from '@gems/platform/errors';
import type {
  AdminUserBalance,
  FlaggedEvent,
  PointAdjustmentResult,
  PointAdjustment,
  PointRule,
  RewardsAnalytics,
  RewardsListQuery,
  UpdatePointRule,
} from '@gems/contracts';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { EarningService } from '../points/earning.service.js';
import type { PointsRepository } from '../points/points.repository.js';
import type { AdminActionsRepository } from './admin-actions.repository.js';
import type { RewardsAdminRepository } from './rewards-admin.repository.js';

/** Rules, manual adjustments, flagged events and analytics; each mutation writes admin_actions. */
export class RewardsAdminService {
  constructor(
    private readonly deps: {
      repository: RewardsAdminRepository;
      inTransaction: UnitOfWork;
      points: PointsRepository;
      earning: EarningService;
      adminActions: AdminActionsRepository;
      /** Whether the user exists: the replica, else identity (only identity's "no" is a 404). */
      userExists: (userId: number) => Promise<boolean>;
    },
  ) {}

  async rules(): Promise<PointRule[]> {
    return (await this.deps.repository.rules()).map(toRule);
  }

  async updateRule(adminId: number, id: number, body: UpdatePointRule): Promise<PointRule> {
    return this.deps.inTransaction(async (tx, emit) => {
      const before = await this.deps.repository.rule(tx, id);
      if (!before) throw notFound('Point rule not found');
      const row = await this.deps.repository.updateRule(tx, id, body);
      await this.deps.adminActions.record(
        {
          adminId,
          action: 'update_point_rule',
          targetType: 'point_rule',
          targetId: id,
          details: {
            actionType: row.actionType,
            before: { points: before.points, isActive: before.isActive, dailyCap: before.dailyCap },
            after: body,
          },
        },
        { tx, emit },
      );
      return toRule(row);
    });
  }

  /** What an adjustment's confirmation shows: the user's points now. */
  async userBalance(userId: number): Promise<AdminUserBalance> {
    if (!(await this.deps.userExists(userId))) throw notFound('User not found');
    const [balance, names] = await Promise.all([
      this.deps.points.balance(userId),
      this.deps.repository.usernames([userId]),
    ]);
    return {
      userId,
      username: names.get(userId) ?? null,
      currentPoints: balance.currentPoints,
      lifetimePoints: balance.lifetimePoints,
    };
  }

  /**
   * Adds or takes away current points. One that would take them below 0 is refused (409) and
   * says how many can be taken; lifetime points (the sum earned) rise with a grant and never fall.
   */
  async adjust(adminId: number, body: PointAdjustment): Promise<PointAdjustmentResult> {
    if (!(await this.deps.userExists(body.userId))) throw notFound('User not found');
    return this.deps.inTransaction(async (tx, emit) => {
      const before = await this.deps.points.lockedCurrent(tx, body.userId);
      const after = before + body.points;
      if (after < 0)
        throw conflict(
          `This would take the user below 0 points: they have ${before} current points, so at most ${before} can be taken away`,
        );
      const row = await this.deps.points.insertAdjustment(tx, body.userId, body.points, {
        reason: body.reason,
        adjustedBy: adminId,
      });
      await this.deps.earning.adjusted(tx, body.userId, row);
      await this.deps.adminActions.record(
        {
          adminId,
          action: 'adjust_points',
          targetType: 'user',
          targetId: body.userId,
          details: { ...body, pointEventId: row.id, currentBefore: before, currentAfter: after },
        },
        { tx, emit },
      );
      return {
        id: row.id,
        userId: body.userId,
        points: body.points,
        reason: body.reason,
        createdAt: row.createdAt.toISOString(),
        currentBefore: before,
        currentAfter: after,
      };
    });
  }

  async flagged(query: RewardsListQuery) {
    const before = decodeTimeCursor(query.cursor);
    const rows = await this.deps.repository.pendingEvents(query.limit + 1, before ?? undefined);
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    const names = await this.deps.repository.usernames(page.items.map((r) => r.userId));
    const items: FlaggedEvent[] = page.items.map((r) => ({
      id: r.id,
      userId: r.userId,
      username: names.get(r.userId) ?? null,
      actionType: r.actionType,
      points: r.points,
      createdAt: r.createdAt.toISOString(),
      flagReason: r.flagReason ?? 'Flagged',
      about: aboutOf(r.metadata),
    }));
    return { nextCursor: page.nextCursor, items };
  }

  /** Approve: the points count now. Reject: they never do. Either once. */
  async review(adminId: number, id: number, decision: 'approved' | 'rejected') {
    return this.deps.inTransaction(async (tx, emit) => {
      const event = await this.deps.repository.event(tx, id);
      if (!event || event.review === null) throw notFound('Flagged event not found');
      if (!(await this.deps.repository.decide(tx, id, decision, adminId)))
        throw conflict(`This event was already ${event.review}`);
      if (decision === 'approved') await this.deps.earning.count(tx, event, event);
      await this.deps.adminActions.record(
        {
          adminId,
          action: decision === 'approved' ? 'approve_flagged_event' : 'reject_flagged_event',
          targetType: 'point_event',
          targetId: id,
          details: {
            userId: event.userId,
            actionType: event.actionType,
            points: event.points,
            flagReason: event.flagReason,
          },
        },
        { tx, emit },
      );
      return { id, status: decision };
    });
  }

  analytics(): Promise<RewardsAnalytics> {
    return this.deps.repository.analytics();
  }
}

export function toRule(r: {
  id: number;
  actionType: string;
  description: string;
  points: number;
  isActive: boolean;
  dailyCap: number | null;
}): PointRule {
  return {
    id: r.id,
    actionType: r.actionType,
    description: r.description,
    points: r.points,
    isActive: r.isActive,
    dailyCap: r.dailyCap,
  };
}

/** A flagged event's subject in words, from what its metadata kept. */
function aboutOf(metadata: unknown): string | null {
  const m = (metadata ?? {}) as Record<string, unknown>;
  if (typeof m.referredUsername === 'string') return `Invited ${m.referredUsername}`;
  const title = m.title ?? m.gemTitle;
  return typeof title === 'string' && title ? `Gem "${title}"` : null;
}
