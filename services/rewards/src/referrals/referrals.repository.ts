import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { PrismaClient } from '../db/prisma.js';

/** The advisory lock space of one invited person's sign-up and gems (pg_advisory_xact_lock's first key). */
const INVITEE_LOCK = 7_310_201;

export class ReferralsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  /**
   * Holds one person's sign-up and gem events one after the other until the transaction ends.
   * They arrive on two durables, in two concurrent transactions: without it the sign-up could
   * miss a first gem not yet committed and the gem a referral not yet committed, and the
   * referral would never be verified.
   */
  async holdInvitee(txHandle: Transaction, userId: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe('SELECT pg_advisory_xact_lock($1::int, $2::int)', INVITEE_LOCK, userId);
  }

  /** One referral per invited person: the first credit (invite, else ?ref=) wins. */
  async create(
    txHandle: Transaction,
    r: { referrerId: number; referredUserId: number; referralCode: string | null; flagReason: string | null },
  ) {
    const tx = openTransaction(txHandle);
    const existing = await tx.referral.findUnique({ where: { referredUserId: r.referredUserId } });
    if (existing) return existing;
    return tx.referral.create({ data: r });
  }

  /** Pending → verified once; answers the referral when this call verified it. */
  async verify(txHandle: Transaction, referredUserId: number) {
    const tx = openTransaction(txHandle);
    const updated = await tx.referral.updateMany({
      where: { referredUserId, status: 'pending' },
      data: { status: 'verified', verifiedAt: new Date() },
    });
    if (updated.count === 0) return null;
    return tx.referral.findUnique({ where: { referredUserId } });
  }

  list(referrerId: number, limit: number, before?: { at: Date; id: number }) {
    return this.prisma.referral.findMany({
      where: {
        referrerId,
        ...(before
          ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] }
          : {}),
      },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }
}
