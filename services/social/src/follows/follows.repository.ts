import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { Follow, FollowRequest } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';
import type { Keyset } from '@gems/platform/pagination/keyset-cursor';

/** follows (accepted) and follow_requests. Writes are race-safe: a second insert is a no-op. */
export class FollowsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async isFollowing(followerId: number, followedId: number, dbHandle?: Transaction): Promise<boolean> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    const row = await db.follow.findUnique({ where: { followerId_followedId: { followerId, followedId } } });
    return row !== null;
  }

  /** True when this call created the follow. */
  async add(dbHandle: Transaction, followerId: number, followedId: number): Promise<boolean> {
    const db = openTransaction(dbHandle);
    const { count } = await db.follow.createMany({
      data: [{ followerId, followedId }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  /** True when a follow was removed. */
  async remove(dbHandle: Transaction, followerId: number, followedId: number): Promise<boolean> {
    const db = openTransaction(dbHandle);
    const { count } = await db.follow.deleteMany({ where: { followerId, followedId } });
    return count === 1;
  }

  /** Followers of a user (or whom a user follows), newest first, keyset-paged. */
  page(side: 'followers' | 'following', userId: number, limit: number, after?: Keyset): Promise<Follow[]> {
    const mine = side === 'followers' ? { followedId: userId } : { followerId: userId };
    const other = side === 'followers' ? 'followerId' : 'followedId';
    const keyset = after && {
      OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, [other]: { lt: after.id } }],
    };
    return this.prisma.follow.findMany({
      where: keyset ? { AND: [mine, keyset] } : mine,
      orderBy: [{ createdAt: 'desc' }, { [other]: 'desc' }],
      take: limit,
    });
  }

  async counts(userId: number): Promise<{ followers: number; following: number }> {
    const [followers, following] = await Promise.all([
      this.prisma.follow.count({ where: { followedId: userId } }),
      this.prisma.follow.count({ where: { followerId: userId } }),
    ]);
    return { followers, following };
  }

  findRequest(fromUserId: number, toUserId: number, dbHandle?: Transaction): Promise<FollowRequest | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.followRequest.findUnique({ where: { fromUserId_toUserId: { fromUserId, toUserId } } });
  }

  /**
   * Makes the request pending: a new row, or a declined/accepted one asked again. Returns the
   * request when this call made it pending, null when it already was.
   */
  async request(dbHandle: Transaction, fromUserId: number, toUserId: number): Promise<FollowRequest | null> {
    const db = openTransaction(dbHandle);
    const created = await db.followRequest.createMany({
      data: [{ fromUserId, toUserId }],
      skipDuplicates: true,
    });
    const renewed =
      created.count === 1
        ? 0
        : (
            await db.followRequest.updateMany({
              where: { fromUserId, toUserId, status: { not: 'pending' } },
              data: { status: 'pending', createdAt: new Date() },
            })
          ).count;
    if (created.count === 0 && renewed === 0) return null;
    return this.findRequest(fromUserId, toUserId, db);
  }

  /** pending → `status`; false when there was no pending request. */
  async decide(
    dbHandle: Transaction,
    fromUserId: number,
    toUserId: number,
    status: 'accepted' | 'declined',
  ): Promise<boolean> {
    const db = openTransaction(dbHandle);
    const { count } = await db.followRequest.updateMany({
      where: { fromUserId, toUserId, status: 'pending' },
      data: { status },
    });
    return count === 1;
  }

  async cancel(dbHandle: Transaction, fromUserId: number, toUserId: number): Promise<void> {
    const db = openTransaction(dbHandle);
    await db.followRequest.deleteMany({ where: { fromUserId, toUserId, status: 'pending' } });
  }

  pendingFor(toUserId: number, limit: number, after?: Keyset): Promise<FollowRequest[]> {
    const keyset = after && {
      OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }],
    };
    const where = { toUserId, status: 'pending' };
    return this.prisma.followRequest.findMany({
      where: keyset ? { AND: [where, keyset] } : where,
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  /** Everything follow-related of a deleted user; answers the follows that ended. */
  async removeUser(dbHandle: Transaction, userId: number): Promise<Follow[]> {
    const db = openTransaction(dbHandle);
    const ended = await db.follow.findMany({
      where: { OR: [{ followerId: userId }, { followedId: userId }] },
    });
    await db.follow.deleteMany({ where: { OR: [{ followerId: userId }, { followedId: userId }] } });
    await db.followRequest.deleteMany({ where: { OR: [{ fromUserId: userId }, { toUserId: userId }] } });
    return ended;
  }
}
