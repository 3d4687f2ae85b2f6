import { conflict, notFound } from '@gems/platform/errors';
import type { Emit } from '@gems/platform/db/unit-of-work';
import type {
  FlaggedEvent,
  PointAdjustment,
  PointRule,
  RewardsAnalytics,
  RewardsListQuery,
  UpdatePointRule,
} from '@gems/contracts';
import type { PrismaClient, Tx } from '../db/prisma.js';
import { decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { EarningService } from '../points/earning.service.js';
import type { PointsRepository } from '../points/points.repository.js';
import type { AdminActionsRepository } from './admin-actions.repository.js';

type UnitOfWork = <R>(work: (tx: Tx, emit: Emit) => Promise<R>) => Promise<R>;

/** Rules, manual adjustments, flagged events and analytics; each mutation writes admin_actions. */
export class RewardsAdminService {
  constructor(
    private readonly deps: {
      prisma: PrismaClient;
      inTransaction: UnitOfWork;
      points: PointsRepository;
      earning: EarningService;
      adminActions: AdminActionsRepository;
      /** Whether the user exists: the replica, else identity (only identity's "no" is a 404). */
      userExists: (userId: number) => Promise<boolean>;
    },
  ) {}

  async rules(): Promise<PointRule[]> {
    const rows = await this.deps.prisma.pointRule.findMany({ orderBy: { id: 'asc' } });
    return rows.map(toRule);
  }

  async updateRule(adminId: number, id: number, body: UpdatePointRule): Promise<PointRule> {
    return this.deps.inTransaction(async (tx) => {
      const before = await tx.pointRule.findUnique({ where: { id } });
      if (!before) throw notFound('Point rule not found');
      const row = await tx.pointRule.update({
        where: { id },
        data: { ...body, updatedAt: new Date() },
      });
      await this.deps.adminActions.record(
        {
          adminId,
          action: 'update_point_rule',
          targetType: 'point_rule',
          targetId: id,
          details: {
            actionType: row.actionType,
            before: { points: before.points, isActive: before.isActive },
            after: body,
          },
        },
        tx,
      );
      return toRule(row);
    });
  }

  async adjust(adminId: number, body: PointAdjustment) {
    if (!(await this.deps.userExists(body.userId))) throw notFound('User not found');
    return this.deps.inTransaction(async (tx, emit) => {
      const row = await this.deps.points.insertAdjustment(tx, body.userId, body.points, {
        reason: body.reason,
        adjustedBy: adminId,
      });
      await this.deps.earning.count(
        tx,
        emit,
        { userId: body.userId, actionType: 'admin_adjustment', entityType: null, entityId: null },
        row,
      );
      await this.deps.adminActions.record(
        {
          adminId,
          action: 'adjust_points',
          targetType: 'user',
          targetId: body.userId,
          details: { ...body, pointEventId: row.id },
        },
        tx,
      );
      return {
        id: row.id,
        userId: body.userId,
        points: body.points,
        reason: body.reason,
        createdAt: row.createdAt.toISOString(),
      };
    });
  }

  async flagged(query: RewardsListQuery) {
    const before = decodeTimeCursor(query.cursor);
    const rows = await this.deps.prisma.pointEvent.findMany({
      where: {
        review: 'pending',
        ...(before
          ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: query.limit + 1,
    });
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    const users = await this.deps.prisma.rewardUser.findMany({
      where: { userId: { in: page.items.map((r) => r.userId) } },
      select: { userId: true, username: true },
    });
    const names = new Map(users.map((u) => [u.userId, u.username]));
    const items: FlaggedEvent[] = page.items.map((r) => ({
      id: r.id,
      userId: r.userId,
      username: names.get(r.userId) ?? null,
      actionType: r.actionType,
      points: r.points,
      createdAt: r.createdAt.toISOString(),
      flagReason: r.flagReason ?? 'Flagged',
    }));
    return { nextCursor: page.nextCursor, items };
  }

  /** Approve: the points count now. Reject: they never do. Either once. */
  async review(adminId: number, id: number, decision: 'approved' | 'rejected') {
    return this.deps.inTransaction(async (tx, emit) => {
      const event = await tx.pointEvent.findUnique({ where: { id } });
      if (!event || event.review === null) throw notFound('Flagged event not found');
      const updated = await tx.pointEvent.updateMany({
        where: { id, review: 'pending' },
        data: { review: decision, reviewedBy: adminId, reviewedAt: new Date() },
      });
      if (updated.count === 0) throw conflict(`This event was already ${event.review}`);
      if (decision === 'approved') await this.deps.earning.count(tx, emit, event, event);
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
        tx,
      );
      return { id, status: decision };
    });
  }

  async analytics(): Promise<RewardsAnalytics> {
    const { prisma } = this.deps;
    const [points, active, flagged, users] = await Promise.all([
      prisma.pointBalance.aggregate({ _sum: { lifetimePoints: true } }),
      prisma.pointEvent.groupBy({
        by: ['userId'],
        where: {
          createdAt: { gt: new Date(Date.now() - 30 * 24 * 3600_000) },
          OR: [{ review: null }, { review: 'approved' }],
        },
      }),
      prisma.pointEvent.count({ where: { review: 'pending' } }),
      prisma.rewardUser.count({ where: { deleted: false } }),
    ]);
    return {
      totalPoints: points._sum.lifetimePoints ?? 0,
      activeUsers: active.length,
      flaggedEventsCount: flagged,
      totalUsers: users,
    };
  }
}

function toRule(r: {
  id: number;
  actionType: string;
  description: string;
  points: number;
  isActive: boolean;
}): PointRule {
  return {
    id: r.id,
    actionType: r.actionType,
    description: r.description,
    points: r.points,
    isActive: r.isActive,
  };
}
