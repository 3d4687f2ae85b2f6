import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { PointEvent, PointRule as PointRuleRow } from '../db/generated/client.js';
import type { PrismaClient } from '../db/prisma.js';

/** Reads and writes behind the admin's Rewards tab and the public rules list. */
export class RewardsAdminRepository {
  constructor(private readonly prisma: PrismaClient) {}

  rules(activeOnly = false): Promise<PointRuleRow[]> {
    return this.prisma.pointRule.findMany({
      where: activeOnly ? { isActive: true } : {},
      orderBy: { id: 'asc' },
    });
  }

  rule(txHandle: Transaction, id: number): Promise<PointRuleRow | null> {
    const tx = openTransaction(txHandle);
    return tx.pointRule.findUnique({ where: { id } });
  }

  updateRule(
    txHandle: Transaction,
    id: number,
    change: { points?: number; isActive?: boolean; dailyCap?: number | null },
  ): Promise<PointRuleRow> {
    const tx = openTransaction(txHandle);
    return tx.pointRule.update({ where: { id }, data: { ...change, updatedAt: new Date() } });
  }

  /** Events waiting for review, newest first, after the (createdAt, id) key when given. */
  pendingEvents(limit: number, before?: { at: Date; id: number }): Promise<PointEvent[]> {
    return this.prisma.pointEvent.findMany({
      where: {
        review: 'pending',
        ...(before
          ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  async usernames(userIds: number[]): Promise<Map<number, string>> {
    const users = await this.prisma.rewardUser.findMany({
      where: { userId: { in: userIds } },
      select: { userId: true, username: true },
    });
    return new Map(users.map((u) => [u.userId, u.username]));
  }

  event(txHandle: Transaction, id: number): Promise<PointEvent | null> {
    const tx = openTransaction(txHandle);
    return tx.pointEvent.findUnique({ where: { id } });
  }

  /** Records the decision on a still-pending event; false when it was already decided. */
  async decide(
    txHandle: Transaction,
    id: number,
    decision: 'approved' | 'rejected',
    adminId: number,
  ): Promise<boolean> {
    const tx = openTransaction(txHandle);
    const updated = await tx.pointEvent.updateMany({
      where: { id, review: 'pending' },
      data: { review: decision, reviewedBy: adminId, reviewedAt: new Date() },
    });
    return updated.count > 0;
  }

  /** Points ever earned, users active in 30 days, events waiting for review, users. */
  async analytics() {
    const { prisma } = this;
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
