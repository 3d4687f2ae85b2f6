import { ident } from '@gems/platform/db/sql';
import type { PrismaClient, Tx } from '../db/prisma.js';

/**
 * Curation's replicas of social's follows, likes and comment counts. A counter moves only when
 * its like row was really inserted or deleted, so a repeated like/unlike changes nothing; counters
 * never go below zero. Likes of a gem or collection that no longer exists are ignored.
 */
export class SocialReplicaRepository {
  private readonly s: string;

  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.s = ident(schema);
  }

  async follow(db: Tx, followerId: number, followedId: number, at: Date): Promise<void> {
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.follows (follower_id, followed_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      followerId,
      followedId,
      at,
    );
  }

  async unfollow(db: Tx, followerId: number, followedId: number): Promise<void> {
    await db.$executeRawUnsafe(
      `DELETE FROM ${this.s}.follows WHERE follower_id = $1 AND followed_id = $2`,
      followerId,
      followedId,
    );
  }

  async isFollowing(followerId: number, followedId: number): Promise<boolean> {
    const rows = await this.prisma.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM ${this.s}.follows WHERE follower_id = $1 AND followed_id = $2`,
      followerId,
      followedId,
    );
    return rows.length > 0;
  }

  async likeGem(db: Tx, gemId: number, userId: number, at: Date): Promise<void> {
    await db.$executeRawUnsafe(
      `WITH added AS (
         INSERT INTO ${this.s}.gem_likes (gem_id, user_id, created_at)
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM ${this.s}.gems WHERE id = $1)
         ON CONFLICT DO NOTHING RETURNING gem_id)
       INSERT INTO ${this.s}.gem_stats (gem_id, like_count, comment_count)
       SELECT gem_id, 1, 0 FROM added
       ON CONFLICT (gem_id) DO UPDATE SET like_count = gem_stats.like_count + 1`,
      gemId,
      userId,
      at,
    );
  }

  async unlikeGem(db: Tx, gemId: number, userId: number): Promise<void> {
    await db.$executeRawUnsafe(
      `WITH removed AS (
         DELETE FROM ${this.s}.gem_likes WHERE gem_id = $1 AND user_id = $2 RETURNING gem_id)
       UPDATE ${this.s}.gem_stats SET like_count = greatest(like_count - 1, 0)
        WHERE gem_id IN (SELECT gem_id FROM removed)`,
      gemId,
      userId,
    );
  }

  /** +1 or -1 on a gem's comment count (the caller de-duplicates events). */
  async addComments(db: Tx, gemId: number, delta: 1 | -1): Promise<void> {
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.gem_stats (gem_id, like_count, comment_count)
       SELECT $1, 0, greatest($2::int, 0) WHERE EXISTS (SELECT 1 FROM ${this.s}.gems WHERE id = $1)
       ON CONFLICT (gem_id) DO UPDATE SET comment_count = greatest(gem_stats.comment_count + $2::int, 0)`,
      gemId,
      delta,
    );
  }

  async likeShelf(db: Tx, shelfId: number, userId: number, at: Date): Promise<void> {
    await db.$executeRawUnsafe(
      `WITH added AS (
         INSERT INTO ${this.s}.shelf_likes (shelf_id, user_id, created_at)
         SELECT $1, $2, $3 WHERE EXISTS (SELECT 1 FROM ${this.s}.shelves WHERE id = $1)
         ON CONFLICT DO NOTHING RETURNING shelf_id)
       INSERT INTO ${this.s}.shelf_stats (shelf_id, like_count)
       SELECT shelf_id, 1 FROM added
       ON CONFLICT (shelf_id) DO UPDATE SET like_count = shelf_stats.like_count + 1`,
      shelfId,
      userId,
      at,
    );
  }

  async unlikeShelf(db: Tx, shelfId: number, userId: number): Promise<void> {
    await db.$executeRawUnsafe(
      `WITH removed AS (
         DELETE FROM ${this.s}.shelf_likes WHERE shelf_id = $1 AND user_id = $2 RETURNING shelf_id)
       UPDATE ${this.s}.shelf_stats SET like_count = greatest(like_count - 1, 0)
        WHERE shelf_id IN (SELECT shelf_id FROM removed)`,
      shelfId,
      userId,
    );
  }

  /**
   * A deleted user's likes and follows: their likes leave the counters of what they liked, and
   * every follow to or from them goes. (Likes of their own gems and collections go with those rows.)
   */
  async removeUser(db: Tx, userId: number): Promise<void> {
    await db.$executeRawUnsafe(
      `WITH removed AS (DELETE FROM ${this.s}.gem_likes WHERE user_id = $1 RETURNING gem_id)
       UPDATE ${this.s}.gem_stats s SET like_count = greatest(s.like_count - r.n, 0)
         FROM (SELECT gem_id, count(*)::int AS n FROM removed GROUP BY gem_id) r
        WHERE s.gem_id = r.gem_id`,
      userId,
    );
    await db.$executeRawUnsafe(
      `WITH removed AS (DELETE FROM ${this.s}.shelf_likes WHERE user_id = $1 RETURNING shelf_id)
       UPDATE ${this.s}.shelf_stats s SET like_count = greatest(s.like_count - r.n, 0)
         FROM (SELECT shelf_id, count(*)::int AS n FROM removed GROUP BY shelf_id) r
        WHERE s.shelf_id = r.shelf_id`,
      userId,
    );
    await db.$executeRawUnsafe(
      `DELETE FROM ${this.s}.follows WHERE follower_id = $1 OR followed_id = $1`,
      userId,
    );
  }
}
