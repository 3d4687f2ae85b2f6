import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { PrismaClient } from '../db/prisma.js';

/** Lower case, no +tag, and no dots for Gmail: `A.b+x@gmail.com` and `ab@gmail.com` are one person. */
export function emailKey(email: string | null): string | null {
  if (!email) return null;
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const base = local.split('+')[0] ?? '';
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${gmail ? base.replace(/\./g, '') : base}@${gmail ? 'gmail.com' : domain}`;
}

/** The user replica (identity's events) and the addresses users called rewards from. */
export class RewardUsersRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async upsert(
    txHandle: Transaction,
    user: { userId: number; username: string; email?: string | null; signupAddress?: string | null },
  ) {
    const tx = openTransaction(txHandle);
    const key = user.email === undefined ? undefined : emailKey(user.email);
    await tx.rewardUser.upsert({
      where: { userId: user.userId },
      create: {
        userId: user.userId,
        username: user.username,
        emailKey: key ?? null,
        signupAddress: user.signupAddress ?? null,
      },
      update: {
        username: user.username,
        deleted: false,
        ...(key !== undefined ? { emailKey: key } : {}),
        ...(user.signupAddress !== undefined ? { signupAddress: user.signupAddress } : {}),
      },
    });
  }

  find(db: Transaction, userId: number) {
    return openTransaction(db).rewardUser.findUnique({ where: { userId } });
  }

  /** Usernames of the users that still exist. */
  async usernames(userIds: number[]): Promise<Map<number, string>> {
    const rows = await this.prisma.rewardUser.findMany({
      where: { userId: { in: userIds }, deleted: false },
      select: { userId: true, username: true },
    });
    return new Map(rows.map((r) => [r.userId, r.username]));
  }

  async exists(userId: number): Promise<boolean> {
    const row = await this.prisma.rewardUser.findUnique({ where: { userId }, select: { deleted: true } });
    return Boolean(row && !row.deleted);
  }

  async seenAt(userId: number, address: string): Promise<void> {
    await this.prisma.userAddress.upsert({
      where: { userId_address: { userId, address } },
      create: { userId, address },
      update: { lastSeen: new Date() },
    });
  }

  /** Whether `address` is one the user signed up from or called rewards from. */
  async usedAddress(txHandle: Transaction, userId: number, address: string): Promise<boolean> {
    const tx = openTransaction(txHandle);
    const user = await tx.rewardUser.findUnique({ where: { userId }, select: { signupAddress: true } });
    if (user?.signupAddress === address) return true;
    return Boolean(await tx.userAddress.findUnique({ where: { userId_address: { userId, address } } }));
  }

  /** A deleted user's rewards data goes; distribution payouts stay as the accounting record. */
  async remove(txHandle: Transaction, userId: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.pointEvent.deleteMany({ where: { userId } });
    await tx.pointBalance.deleteMany({ where: { userId } });
    await tx.inviteCode.deleteMany({ where: { userId } });
    await tx.inviteEvent.deleteMany({ where: { OR: [{ inviterId: userId }, { inviteeId: userId }] } });
    await tx.referral.deleteMany({ where: { OR: [{ referrerId: userId }, { referredUserId: userId }] } });
    await tx.shareEvent.deleteMany({ where: { userId } });
    await tx.socialInvite.deleteMany({ where: { userId } });
    await tx.userAddress.deleteMany({ where: { userId } });
    await tx.activityMark.deleteMany({ where: { userId } });
    await tx.rewardUser.updateMany({
      where: { userId },
      data: { deleted: true, emailKey: null, signupAddress: null },
    });
  }
}
