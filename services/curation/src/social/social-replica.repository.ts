import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { ident } from '@gems/platform/db/sql';
import type { PrismaClient } from '../db/prisma.js';
import type { FeedTimelinesRepository } from '../gems/feed-timelines.repository.js';

/** A gem like (liked) or unlike as social's event told it. */
export interface GemLikeChange {
  gemId: number;
  userId: number;
  liked: boolean;
  at: Date;
}

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
    private readonly timelines: FeedTimelinesRepository,
  ) {
    this.s = ident(schema);
  }

  /**
   * Makes this transaction the only one changing feed timelines until it ends: the consumer takes
   * it before a batch holding follows, so no two batches deadlock on each other's locks.
   */
  holdTimelineChanges(dbHandle: Transaction): Promise<void> {
    return this.timelines.holdChanges(dbHandle);
  }

  /** A follow, and the follower's feed timeline kept with it (issue 33), in one transaction. */
  async follow(dbHandle: Transaction, followerId: number, followedId: number, at: Date): Promise<void> {
    const db = openTransaction(dbHandle);
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.follows (follower_id, followed_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      followerId,
      followedId,
      at,
    );
    await this.timelines.followed(dbHandle, followerId, followedId);
  }

  async unfollow(dbHandle: Transaction, followerId: number, followedId: number): Promise<void> {
    const db = openTransaction(dbHandle);
    await db.$executeRawUnsafe(
      `DELETE FROM ${this.s}.follows WHERE follower_id = $1 AND followed_id = $2`,
      followerId,
      followedId,
    );
    await this.timelines.unfollowed(dbHandle, followerId, followedId);
  }

  async isFollowing(followerId: number, followedId: number): Promise<boolean> {
    const rows = await this.prisma.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM ${this.s}.follows WHERE follower_id = $1 AND followed_id = $2`,
      followerId,
      followedId,
    );
    return rows.length > 0;
  }

  /**
   * Gem likes and unlikes, oldest first, in one statement, with the same end state as one by one:
   * each (gem, user)'s last change decides whether its row exists, and a gem's like count moves by
   * the rows really inserted less those really deleted (a like of a gem curation does not have is
   * ignored). Unlike then like of a row that existed keeps its first created_at.
   */
  async applyGemLikes(dbHandle: Transaction, changes: GemLikeChange[]): Promise<void> {
    const db = openTransaction(dbHandle);
    if (changes.length === 0) return;
    const s = this.s;
    await db.$executeRawUnsafe(
      `WITH input AS (
         SELECT * FROM jsonb_to_recordset($1::jsonb) AS i(ord int, gem_id int, user_id int, liked boolean, at timestamptz)),
       last AS (
         SELECT DISTINCT ON (gem_id, user_id) gem_id, user_id, liked, at FROM input
          ORDER BY gem_id, user_id, ord DESC),
       removed AS (
         DELETE FROM ${s}.gem_likes l USING last
          WHERE NOT last.liked AND l.gem_id = last.gem_id AND l.user_id = last.user_id
         RETURNING l.gem_id),
       added AS (
         INSERT INTO ${s}.gem_likes (gem_id, user_id, created_at)
         SELECT gem_id, user_id, at FROM last
          WHERE liked AND EXISTS (SELECT 1 FROM ${s}.gems g WHERE g.id = last.gem_id)
         ON CONFLICT DO NOTHING RETURNING gem_id),
       delta AS (
         SELECT gem_id, sum(d)::int AS d
           FROM (SELECT gem_id, 1 AS d FROM added UNION ALL SELECT gem_id, -1 FROM removed) x
          GROUP BY gem_id),
       moved AS (
         UPDATE ${s}.gem_stats st SET like_count = greatest(st.like_count + delta.d, 0)
           FROM delta WHERE st.gem_id = delta.gem_id AND delta.d <> 0
         RETURNING st.gem_id)
       INSERT INTO ${s}.gem_stats (gem_id, like_count, comment_count)
       SELECT gem_id, d, 0 FROM delta WHERE d > 0 AND gem_id NOT IN (SELECT gem_id FROM moved)
       ON CONFLICT (gem_id) DO UPDATE SET like_count = gem_stats.like_count + EXCLUDED.like_count`,
      JSON.stringify(
        changes.map((c, ord) => ({ ord, gem_id: c.gemId, user_id: c.userId, liked: c.liked, at: c.at })),
      ),
    );
  }

  /** +1 or -1 on a gem's comment count (the caller de-duplicates events). */
  async addComments(dbHandle: Transaction, gemId: number, delta: 1 | -1): Promise<void> {
    const db = openTransaction(dbHandle);
    await db.$executeRawUnsafe(
      `INSERT INTO ${this.s}.gem_stats (gem_id, like_count, comment_count)
       SELECT $1, 0, greatest($2::int, 0) WHERE EXISTS (SELECT 1 FROM ${this.s}.gems WHERE id = $1)
       ON CONFLICT (gem_id) DO UPDATE SET comment_count = greatest(gem_stats.comment_count + $2::int, 0)`,
      gemId,
      delta,
    );
  }

  async likeShelf(dbHandle: Transaction, shelfId: number, userId: number, at: Date): Promise<void> {
    const db = openTransaction(dbHandle);
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

  async unlikeShelf(dbHandle: Transaction, shelfId: number, userId: number): Promise<void> {
    const db = openTransaction(dbHandle);
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
   * every follow to or from them goes, and their feed timeline. (Likes of their own gems and
   * collections go with those rows, and so do their gems' timeline entries.)
   */
  async removeUser(dbHandle: Transaction, userId: number): Promise<void> {
    const db = openTransaction(dbHandle);
    await this.timelines.userRemoved(dbHandle, userId);
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
