import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import { ident } from '@gems/platform/db/sql';
import type { RewardBalance } from '@gems/contracts';
import type { PrismaClient } from '../db/prisma.js';

export interface NewPointEvent {
  userId: number;
  actionType: string;
  entityType: string | null;
  entityId: number | null;
  metadata: Record<string, unknown> | null;
  /** Set when the event looks farmed: stored, shown to admins, not counted until approved. */
  flagReason?: string | null;
  /**
   * Set when the action earns nothing (a daily cap reached, a link saved before, a gem already
   * deleted): recorded, unflagged, with 0 points and this reason in its metadata.
   */
  refusal?: string | null;
}

/** The event an undo (gem deleted, unlike) takes back. */
export interface EarnedKey {
  userId: number;
  actionType: string;
  entityType: string;
  entityId: number;
}

export interface AwardedRow {
  id: number;
  points: number;
  flagged: boolean;
  createdAt: Date;
}

interface HistoryRow {
  id: number;
  actionType: string;
  points: number;
  createdAt: Date;
  entityType: string | null;
  entityId: number | null;
  metadata: Record<string, unknown> | null;
  gemTitle: string | null;
}

/** Point events and balances. Awards are one statement each, so 200 events/s stay cheap. */
export class PointsRepository {
  private readonly s: string;
  constructor(
    private readonly prisma: PrismaClient,
    schema: string,
  ) {
    this.s = ident(schema);
  }

  /**
   * Records the rule's points for (user, action, entity) once, and counts them in the balance
   * unless flagged, in one statement: nothing when the rule is missing, inactive or worth 0, or
   * when that user already has that action on that entity. `gemTitle` fills the metadata from the
   * gem replica when the event did not carry it.
   */
  async award(
    txHandle: Transaction,
    e: NewPointEvent,
    opts: { gemTitle?: boolean } = {},
  ): Promise<AwardedRow | null> {
    const tx = openTransaction(txHandle);
    const refusal = e.refusal ?? null;
    const flagReason = refusal ? null : (e.flagReason ?? null);
    const rows = await tx.$queryRawUnsafe<AwardedRow[]>(
      `WITH ins AS (
         INSERT INTO ${this.s}.point_events
           (user_id, action_type, points, entity_type, entity_id, metadata, flagged, flag_reason, review)
         SELECT $1, $2, CASE WHEN $8::text IS NULL THEN r.points ELSE 0 END, $3, $4,
                CASE WHEN $7::boolean THEN $5::jsonb || coalesce(
                  (SELECT jsonb_build_object('gemTitle', g.title) FROM ${this.s}.gem_refs g WHERE g.gem_id = $4), '{}')
                ELSE $5::jsonb END
                || CASE WHEN $8::text IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('reason', $8::text) END,
                $6::text IS NOT NULL, $6::text, CASE WHEN $6::text IS NULL THEN NULL ELSE 'pending' END
           FROM ${this.s}.point_rules r WHERE r.action_type = $2 AND r.is_active AND r.points <> 0
         ON CONFLICT (user_id, action_type, entity_type, entity_id) DO NOTHING
         RETURNING id, user_id, points, flagged, created_at),
       counted AS (
         INSERT INTO ${this.s}.point_balances (user_id, current_points, weekly_points, lifetime_points, updated_at)
         SELECT user_id, points, points, points, now() FROM ins WHERE NOT flagged AND points > 0
         ON CONFLICT (user_id) DO UPDATE SET
           current_points = point_balances.current_points + EXCLUDED.current_points,
           weekly_points = point_balances.weekly_points + EXCLUDED.weekly_points,
           lifetime_points = point_balances.lifetime_points + EXCLUDED.lifetime_points,
           updated_at = now())
       SELECT id, points, flagged, created_at AS "createdAt" FROM ins`,
      e.userId,
      e.actionType,
      e.entityType,
      e.entityId,
      JSON.stringify(e.metadata ?? {}),
      flagReason,
      Boolean(opts.gemTitle),
      refusal,
    );
    return rows[0] ?? null;
  }

  /**
   * The rule's daily cap when the user has reached it today (UTC), else null. Takes a lock on
   * (user, action) until the transaction ends, so parallel events of one person count in turn.
   */
  async capReached(txHandle: Transaction, userId: number, actionType: string): Promise<number | null> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe(
      `SELECT pg_advisory_xact_lock(hashtext($1), $2::int)`,
      `${this.s}:earn:${actionType}`,
      userId,
    );
    const rows = await tx.$queryRawUnsafe<{ cap: number | null; n: number }[]>(
      `SELECT r.daily_cap AS cap,
              (SELECT count(*)::int FROM ${this.s}.point_events e
                WHERE e.user_id = $1 AND e.action_type = $2 AND e.points > 0
                  AND e.created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC') AS n
         FROM ${this.s}.point_rules r WHERE r.action_type = $2`,
      userId,
      actionType,
    );
    const row = rows[0];
    return row && row.cap !== null && row.n >= row.cap ? row.cap : null;
  }

  /**
   * Takes back what `earned` counted, once (the reversal is unique per user, action and entity):
   * a negative line in the history, the balance lowered (never below 0). A still-pending flagged
   * award is withdrawn (rejected) instead. Answers the points taken back.
   */
  async reverse(
    txHandle: Transaction,
    earned: EarnedKey,
    reversalAction: string,
    reason: string,
  ): Promise<number> {
    const tx = openTransaction(txHandle);
    const rows = await tx.$queryRawUnsafe<{ points: number }[]>(
      `WITH orig AS (
         SELECT id, points, review FROM ${this.s}.point_events
          WHERE user_id = $1 AND action_type = $2 AND entity_type = $3 AND entity_id = $4 FOR UPDATE),
       withdrawn AS (
         UPDATE ${this.s}.point_events SET review = 'rejected', reviewed_at = now()
          WHERE id IN (SELECT id FROM orig WHERE review = 'pending') RETURNING id),
       ins AS (
         INSERT INTO ${this.s}.point_events (user_id, action_type, points, entity_type, entity_id, metadata)
         SELECT $1, $5, -points, $3, $4, jsonb_build_object('reason', $6::text, 'reverses', id)
           FROM orig WHERE points > 0 AND (review IS NULL OR review = 'approved')
         ON CONFLICT (user_id, action_type, entity_type, entity_id) DO NOTHING
         RETURNING points),
       debited AS (
         UPDATE ${this.s}.point_balances b SET
           current_points = GREATEST(0, b.current_points + ins.points),
           weekly_points = GREATEST(0, b.weekly_points + ins.points),
           lifetime_points = GREATEST(0, b.lifetime_points + ins.points),
           updated_at = now()
           FROM ins WHERE b.user_id = $1 RETURNING b.user_id)
       SELECT -points AS points FROM ins, (SELECT count(*) FROM withdrawn) w, (SELECT count(*) FROM debited) d`,
      earned.userId,
      earned.actionType,
      earned.entityType,
      earned.entityId,
      reversalAction,
      reason,
    );
    return rows[0]?.points ?? 0;
  }

  /** An admin's signed adjustment; never unique (each one is its own line in the history). */
  async insertAdjustment(
    txHandle: Transaction,
    userId: number,
    points: number,
    metadata: Record<string, unknown>,
  ) {
    const tx = openTransaction(txHandle);
    const row = await tx.pointEvent.create({
      data: { userId, actionType: 'admin_adjustment', points, metadata: metadata as object },
    });
    return { id: row.id, points: row.points, flagged: false, createdAt: row.createdAt };
  }

  /** Adds counted points to the three totals (an approved flagged award). */
  async credit(txHandle: Transaction, userId: number, points: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe(
      `INSERT INTO ${this.s}.point_balances (user_id, current_points, weekly_points, lifetime_points, updated_at)
       VALUES ($1, $2, $2, $2, now())
       ON CONFLICT (user_id) DO UPDATE SET
         current_points = point_balances.current_points + EXCLUDED.current_points,
         weekly_points = point_balances.weekly_points + EXCLUDED.weekly_points,
         lifetime_points = point_balances.lifetime_points + EXCLUDED.lifetime_points,
         updated_at = now()`,
      userId,
      points,
    );
  }

  /** The user's current points, locked until the transaction ends (an adjustment's check). */
  async lockedCurrent(txHandle: Transaction, userId: number): Promise<number> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe(
      `INSERT INTO ${this.s}.point_balances (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`,
      userId,
    );
    const rows = await tx.$queryRawUnsafe<{ current: number }[]>(
      `SELECT current_points AS current FROM ${this.s}.point_balances WHERE user_id = $1 FOR UPDATE`,
      userId,
    );
    return rows[0]?.current ?? 0;
  }

  /**
   * An admin's adjustment on the balance: current points move by it (the caller checked they stay
   * at or above 0); lifetime, the sum of points earned, only rises (a grant), never falls.
   */
  async adjustBalance(txHandle: Transaction, userId: number, points: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.$executeRawUnsafe(
      `UPDATE ${this.s}.point_balances SET
         current_points = current_points + $2,
         weekly_points = GREATEST(0, weekly_points + $2),
         lifetime_points = lifetime_points + GREATEST($2, 0),
         updated_at = now()
       WHERE user_id = $1`,
      userId,
      points,
    );
  }

  async balance(userId: number): Promise<RewardBalance> {
    const row = await this.prisma.pointBalance.findUnique({ where: { userId } });
    return {
      currentPoints: row?.currentPoints ?? 0,
      weeklyPoints: row?.weeklyPoints ?? 0,
      lifetimePoints: row?.lifetimePoints ?? 0,
      gemTokenBalance: row?.gemTokenBalance ?? 0,
      totalEarned: row?.totalEarned ?? 0,
    };
  }

  /** Counted events (never flagged, or approved), newest first; the gem's current title beside. */
  history(userId: number, limit: number, before?: { at: Date; id: number }): Promise<HistoryRow[]> {
    return this.prisma.$queryRawUnsafe<HistoryRow[]>(
      `SELECT e.id, e.action_type AS "actionType", e.points, e.created_at AS "createdAt",
              e.entity_type AS "entityType", e.entity_id AS "entityId", e.metadata,
              g.title AS "gemTitle"
         FROM ${this.s}.point_events e
         LEFT JOIN ${this.s}.gem_refs g ON e.entity_type = 'gem' AND g.gem_id = e.entity_id
        WHERE e.user_id = $1 AND (e.review IS NULL OR e.review = 'approved')
          AND ($2::timestamptz IS NULL OR (e.created_at, e.id) < ($2::timestamptz, $3::int))
        ORDER BY e.created_at DESC, e.id DESC
        LIMIT $4`,
      userId,
      before?.at ?? null,
      before?.id ?? 0,
      limit,
    );
  }

  /** By lifetime points, ties by user id; only users with points, not deleted. */
  leaderboard(limit: number, after?: { points: number; userId: number }) {
    return this.prisma.$queryRawUnsafe<{ userId: number; username: string | null; lifetimePoints: number }[]>(
      `SELECT b.user_id AS "userId", u.username, b.lifetime_points AS "lifetimePoints"
         FROM ${this.s}.point_balances b
         LEFT JOIN ${this.s}.reward_users u ON u.user_id = b.user_id
        WHERE b.lifetime_points > 0
          AND ($1::int IS NULL OR b.lifetime_points < $1::int
               OR (b.lifetime_points = $1::int AND b.user_id > $2::int))
        ORDER BY b.lifetime_points DESC, b.user_id ASC
        LIMIT $3`,
      after?.points ?? null,
      after?.userId ?? 0,
      limit,
    );
  }
}
