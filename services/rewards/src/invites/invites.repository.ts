import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { PrismaClient } from '../db/prisma.js';

export class InvitesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  countFor(userId: number) {
    return this.prisma.inviteCode.count({ where: { userId } });
  }

  create(userId: number, code: string) {
    return this.prisma.inviteCode.create({ data: { userId, code } });
  }

  list(userId: number, limit: number, before?: { at: Date; id: number }) {
    return this.prisma.inviteCode.findMany({
      where: {
        userId,
        ...(before
          ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  byCode(txHandle: Transaction, code: string) {
    const tx = openTransaction(txHandle);
    return tx.inviteCode.findUnique({ where: { code } });
  }

  /** Takes one use if the code is still usable (active, unexpired, not used up): atomically. */
  async takeUse(txHandle: Transaction, id: number, now: Date): Promise<boolean> {
    const tx = openTransaction(txHandle);
    const updated = await tx.inviteCode.updateMany({
      where: {
        id,
        isActive: true,
        OR: [{ expiresAt: null }, { expiresAt: { gt: now } }],
      },
      data: { uses: { increment: 1 } },
    });
    if (updated.count === 0) return false;
    const row = await tx.inviteCode.findUnique({ where: { id } });
    if (row && row.maxUses !== null && row.uses > row.maxUses) {
      await tx.inviteCode.update({ where: { id }, data: { uses: { decrement: 1 } } });
      return false;
    }
    return true;
  }

  async recordSignup(
    txHandle: Transaction,
    e: {
      inviteCodeId: number;
      inviterId: number;
      inviteeId: number;
      status: string;
      inviteeEmail: string | null;
      reason?: string;
    },
  ) {
    const tx = openTransaction(txHandle);
    await tx.inviteEvent.upsert({
      where: { inviteeId: e.inviteeId },
      create: {
        inviteCodeId: e.inviteCodeId,
        inviterId: e.inviterId,
        inviteeId: e.inviteeId,
        status: e.status,
        inviteeEmail: e.inviteeEmail,
        metadata: e.reason ? { reason: e.reason } : undefined,
        completedAt: e.status === 'completed' ? new Date() : null,
      },
      update: {},
    });
  }
}
