import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { ident } from '@gems/platform/db/sql';

/**
 * Replica of curation's gems: owner, current title, link, when saved and when deleted. A
 * gem.deleted heard before its gem.created leaves a tombstone (known = false), so the late
 * gem.created finds the gem already deleted and earns nothing, in whichever order they arrive
 * (the row's unique key makes the later of two concurrent writers wait for the earlier).
 */
export class GemRefsRepository {
  private readonly s: string;
  constructor(schema: string) {
    this.s = ident(schema);
  }

  /**
   * Records a gem.created; answers whether the gem was already deleted (a tombstone) and whether
   * the same person saved the same link before (another gem, deleted or not).
   */
  async created(
    txHandle: Transaction,
    gem: {
      gemId: number;
      userId: number;
      title: string;
      createdAt: Date;
      urlKey: string | null;
      handmade: boolean;
    },
  ): Promise<{ deleted: boolean; savedBefore: boolean }> {
    const tx = openTransaction(txHandle);
    const before = gem.urlKey
      ? await tx.$queryRawUnsafe<unknown[]>(
          `SELECT 1 FROM ${this.s}.gem_refs WHERE user_id = $1 AND url_key = $2 AND gem_id <> $3 AND known LIMIT 1`,
          gem.userId,
          gem.urlKey,
          gem.gemId,
        )
      : [];
    const rows = await tx.$queryRawUnsafe<{ deletedAt: Date | null }[]>(
      `INSERT INTO ${this.s}.gem_refs (gem_id, user_id, title, created_at, url_key, handmade, known)
       VALUES ($1, $2, $3, $4, $5, $6, true)
       ON CONFLICT (gem_id) DO UPDATE SET title = EXCLUDED.title, user_id = EXCLUDED.user_id,
         created_at = EXCLUDED.created_at, url_key = EXCLUDED.url_key, handmade = EXCLUDED.handmade,
         known = true
       RETURNING deleted_at AS "deletedAt"`,
      gem.gemId,
      gem.userId,
      gem.title,
      gem.createdAt,
      gem.urlKey,
      gem.handmade,
    );
    return { deleted: Boolean(rows[0]?.deletedAt), savedBefore: before.length > 0 };
  }

  async rename(txHandle: Transaction, gemId: number, title: string) {
    const tx = openTransaction(txHandle);
    await tx.gemRef.updateMany({ where: { gemId }, data: { title } });
  }

  /**
   * Marks the gem deleted (a tombstone when its gem.created has not been heard yet); answers when
   * it was saved, or null when that is not known yet.
   */
  async markDeleted(txHandle: Transaction, gemId: number, userId: number, at: Date): Promise<Date | null> {
    const tx = openTransaction(txHandle);
    const rows = await tx.$queryRawUnsafe<{ known: boolean; createdAt: Date }[]>(
      `INSERT INTO ${this.s}.gem_refs (gem_id, user_id, title, created_at, deleted_at, known)
       VALUES ($1, $2, '', $3, $3, false)
       ON CONFLICT (gem_id) DO UPDATE SET deleted_at = EXCLUDED.deleted_at
       RETURNING known, created_at AS "createdAt"`,
      gemId,
      userId,
      at,
    );
    const row = rows[0];
    return row?.known ? row.createdAt : null;
  }

  /** Whether the user has ever saved a gem by hand (a referral's qualifying action; imports are not). */
  async hasSaved(txHandle: Transaction, userId: number): Promise<boolean> {
    const tx = openTransaction(txHandle);
    return (await tx.gemRef.count({ where: { userId, known: true, handmade: true } })) > 0;
  }

  /** A share of a gem opened by someone else (gem.shared), with the points it earned. */
  async recordShare(
    txHandle: Transaction,
    share: { userId: number; gemId: number; shortCode: string; pointsAwarded: number; openedBy: string },
  ): Promise<void> {
    const { openedBy, ...row } = share;
    await openTransaction(txHandle).shareEvent.create({
      data: { ...row, verified: true, verifiedAt: new Date(), metadata: { openedBy } },
    });
  }
}
