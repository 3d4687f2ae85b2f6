import { ident } from '@gems/platform/db/sql';
import type { Transaction } from '../db/unit-of-work.js';

/** Thresholds of the farming checks (docs/decisions.md, "Rewards"). */
const FARMING = {
  /** Unlikes within the window after which further like points wait for an admin. */
  unlikeBurst: 5,
  unlikeWindowMinutes: 60,
  /** Gems deleted within a day of being saved, in the last day, after which new-gem points wait. */
  savedAndDeleted: 5,
  windowHours: 24,
} as const;

export const FLAG_REASONS = {
  likeBurst: 'Burst of like/unlike on the same gems',
  savedAndDeleted: 'Many gems saved and deleted',
  sameAddress: "Referral from the referrer's own device or address",
  selfInvite: 'Self-invite (same person as the inviter)',
} as const;

/** Remembers undo actions (unlike, gem deleted) for the checks below; older marks are pruned. */
export class FarmingChecks {
  private readonly s: string;
  constructor(schema: string) {
    this.s = ident(schema);
  }

  async mark(tx: Transaction, userId: number, kind: 'unlike' | 'gem_deleted', entityId: number, at: Date) {
    await tx.$executeRawUnsafe(
      `INSERT INTO ${this.s}.activity_marks (user_id, kind, entity_id, at) VALUES ($1, $2, $3, $4)`,
      userId,
      kind,
      entityId,
      at,
    );
    await tx.$executeRawUnsafe(
      `DELETE FROM ${this.s}.activity_marks WHERE user_id = $1 AND at < now() - interval '2 days'`,
      userId,
    );
  }

  /** A like after a burst of unlikes is flagged. */
  async likeReason(tx: Transaction, userId: number, at: Date): Promise<string | null> {
    const n = await this.count(tx, userId, 'unlike', at, FARMING.unlikeWindowMinutes);
    return n >= FARMING.unlikeBurst ? FLAG_REASONS.likeBurst : null;
  }

  /** Whether the user unliked the gem at or after `at` (an unlike heard before its like). */
  async unlikedSince(tx: Transaction, userId: number, gemId: number, at: Date): Promise<boolean> {
    const rows = await tx.$queryRawUnsafe<unknown[]>(
      `SELECT 1 FROM ${this.s}.activity_marks
        WHERE user_id = $1 AND kind = 'unlike' AND entity_id = $2 AND at >= $3 LIMIT 1`,
      userId,
      gemId,
      at,
    );
    return rows.length > 0;
  }

  /** A new gem after many saved-and-deleted ones is flagged. */
  async createReason(tx: Transaction, userId: number, at: Date): Promise<string | null> {
    const n = await this.count(tx, userId, 'gem_deleted', at, FARMING.windowHours * 60);
    return n >= FARMING.savedAndDeleted ? FLAG_REASONS.savedAndDeleted : null;
  }

  private async count(tx: Transaction, userId: number, kind: string, at: Date, minutes: number) {
    const rows = await tx.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM ${this.s}.activity_marks
        WHERE user_id = $1 AND kind = $2 AND at > $3::timestamptz - make_interval(mins => $4) AND at <= $3::timestamptz + interval '1 minute'`,
      userId,
      kind,
      at,
      minutes,
    );
    return rows[0]?.n ?? 0;
  }
}
