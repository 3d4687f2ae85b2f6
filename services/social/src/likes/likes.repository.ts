import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { outboxInsertSql, outboxRows } from '@gems/platform/events';
import type { Envelope } from '@gems/contracts';
import type pg from 'pg';
import { ident } from '@gems/platform/db/sql';
import { canNameStatements } from '@gems/platform/db/pool';
import type { PrismaClient, Tx } from '../db/prisma.js';
import type { Keyset } from '@gems/platform/pagination/keyset-cursor';

export type LikeTarget = 'gem' | 'collection';

/** What one like or unlike statement found and did. */
export interface LikeDecision {
  /** The item's owner; undefined when the replica has no (live) row of it. */
  ownerId?: number;
  /** Whether the caller may (un)like it: see toggleIfAllowed. */
  allowed: boolean;
  changed: boolean;
  /** The item's like count after the change (0 when not allowed). */
  count: number;
}

const TABLES = {
  gem: { likes: 'gem_likes', column: 'gem_id', refs: 'gem_refs', refKey: 'gem_id' },
  collection: { likes: 'shelf_likes', column: 'shelf_id', refs: 'collection_refs', refKey: 'collection_id' },
} as const;

/** gem_likes and shelf_likes. A like is one row per (item, user): a second like is a no-op. */
export class LikesRepository {
  private readonly named: boolean;

  constructor(
    private readonly prisma: PrismaClient,
    private readonly schema: string,
    /** The service's pool, for the like statement as a named (planned once) statement. */
    private readonly pool: pg.Pool,
  ) {
    this.named = canNameStatements(pool);
  }

  /**
   * A like or unlike decided and done in one statement on the replica as it is at that moment:
   * read the item, check who may, change the row, and write the caller's event (built with the
   * item's owner) when the row changed — one round trip for the hot path instead of a read, a
   * visibility check and the change. Who may, as Access and LikesService say: a like
   * needs an item the caller can see (public; followers-only and following its owner) and does
   * not own; an unlike needs the caller's own like or an item they can see.
   */
  async toggleIfAllowed(
    target: LikeTarget,
    like: boolean,
    itemId: number,
    userId: number,
    envelope: Envelope,
  ): Promise<LikeDecision> {
    const s = ident(this.schema);
    const t = TABLES[target];
    const canSee = `(item.visibility = 'public' OR item.owner_id = $2 OR (item.visibility = 'followers' AND EXISTS (
                       SELECT 1 FROM ${s}.follows f WHERE f.follower_id = $2 AND f.followed_id = item.owner_id)))`;
    const allowed = like
      ? `item.owner_id <> $2 AND ${canSee}`
      : `(EXISTS (SELECT 1 FROM ${s}.${t.likes} l WHERE l.${t.column} = $1 AND l.user_id = $2) OR ${canSee})`;
    const change = like
      ? `INSERT INTO ${s}.${t.likes} (${t.column}, user_id) SELECT $1, $2 FROM allowed ON CONFLICT DO NOTHING RETURNING 1`
      : `DELETE FROM ${s}.${t.likes} WHERE ${t.column} = $1 AND user_id = $2 AND EXISTS (SELECT 1 FROM allowed) RETURNING 1`;
    // The count subquery reads the snapshot from before this statement's own change. Named, so
    // each connection plans it once: the plan of this statement cost Postgres more than its run.
    const { rows: result } = await this.pool.query<{
      owner_id: number | null;
      allowed: boolean;
      changed: number;
      count: number;
    }>({
      ...(this.named ? { name: `social_${like ? 'like' : 'unlike'}_${target}` } : {}),
      text: `WITH item AS (SELECT owner_id, visibility FROM ${s}.${t.refs} WHERE ${t.refKey} = $1 AND NOT deleted),
            allowed AS (SELECT 1 FROM item WHERE ${allowed}),
            changed AS (${change}),
            event AS (${outboxInsertSql(this.schema, '$3', 'EXISTS (SELECT 1 FROM changed)')})
       SELECT (SELECT owner_id FROM item) AS owner_id,
              EXISTS (SELECT 1 FROM allowed) AS allowed,
              (SELECT count(*) FROM changed)::int AS changed,
              CASE WHEN EXISTS (SELECT 1 FROM allowed) THEN
                GREATEST(0, (SELECT count(*) FROM ${s}.${t.likes} WHERE ${t.column} = $1)
                  ${like ? '+' : '-'} (SELECT count(*) FROM changed))::int ELSE 0 END AS count`,
      values: [itemId, userId, outboxRows([envelope])],
    });
    const row = result[0]!;
    return {
      ownerId: row.owner_id ?? undefined,
      allowed: row.allowed,
      changed: row.changed === 1,
      count: row.count,
    };
  }

  async has(target: LikeTarget, itemId: number, userId: number, dbHandle?: Transaction): Promise<boolean> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    const row =
      target === 'gem'
        ? await db.gemLike.findUnique({ where: { gemId_userId: { gemId: itemId, userId } } })
        : await db.shelfLike.findUnique({ where: { shelfId_userId: { shelfId: itemId, userId } } });
    return row !== null;
  }

  count(target: LikeTarget, itemId: number, dbHandle?: Transaction): Promise<number> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return target === 'gem'
      ? db.gemLike.count({ where: { gemId: itemId } })
      : db.shelfLike.count({ where: { shelfId: itemId } });
  }

  /**
   * The gems `userId` liked that `viewerId` may see, newest like first: public ones, the viewer's
   * own, and followers-only ones of people the viewer follows.
   */
  likedGems(
    userId: number,
    viewerId: number | undefined,
    limit: number,
    after?: Keyset,
  ): Promise<{ gemId: number; createdAt: Date }[]> {
    const s = ident(this.schema);
    const viewer = viewerId ?? 0;
    return this.prisma.$queryRawUnsafe(
      `SELECT l.gem_id AS "gemId", l.created_at AS "createdAt"
         FROM ${s}.gem_likes l JOIN ${s}.gem_refs g ON g.gem_id = l.gem_id
        WHERE l.user_id = $1 AND NOT g.deleted
          AND ($3::timestamptz IS NULL OR (l.created_at, l.gem_id) < ($3::timestamptz, $4::int))
          AND (g.visibility = 'public' OR g.owner_id = $2
               OR (g.visibility = 'followers' AND EXISTS (
                     SELECT 1 FROM ${s}.follows f WHERE f.follower_id = $2 AND f.followed_id = g.owner_id)))
        ORDER BY l.created_at DESC, l.gem_id DESC
        LIMIT $5`,
      userId,
      viewer,
      after?.at ?? null,
      after?.id ?? 0,
      limit,
    );
  }

  /** A deleted user's likes, with the owners of what they liked (for the unlike events). */
  async removeUser(dbHandle: Transaction, userId: number) {
    const db = openTransaction(dbHandle);
    const gems = await db.gemLike.findMany({ where: { userId }, include: { gem: true } });
    const shelves = await db.shelfLike.findMany({ where: { userId }, include: { collection: true } });
    await db.gemLike.deleteMany({ where: { userId } });
    await db.shelfLike.deleteMany({ where: { userId } });
    return {
      gems: gems.map((l) => ({ id: l.gemId, ownerId: l.gem.ownerId })),
      collections: shelves.map((l) => ({ id: l.shelfId, ownerId: l.collection.ownerId })),
    };
  }
}
