import type { Transaction } from '../db/unit-of-work.js';
import type { ActivityMarksRepository } from './activity-marks.repository.js';

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

/** The farming checks over the undo actions (unlike, gem deleted) the marks remember. */
export class FarmingChecks {
  constructor(private readonly marks: ActivityMarksRepository) {}

  /** Remembers an undo action for the checks below. */
  mark(tx: Transaction, userId: number, kind: 'unlike' | 'gem_deleted', entityId: number, at: Date) {
    return this.marks.mark(tx, userId, kind, entityId, at);
  }

  /** A like after a burst of unlikes is flagged. */
  async likeReason(tx: Transaction, userId: number, at: Date): Promise<string | null> {
    const n = await this.marks.count(tx, userId, 'unlike', at, FARMING.unlikeWindowMinutes);
    return n >= FARMING.unlikeBurst ? FLAG_REASONS.likeBurst : null;
  }

  /** Whether the user unliked the gem at or after `at` (an unlike heard before its like). */
  unlikedSince(tx: Transaction, userId: number, gemId: number, at: Date): Promise<boolean> {
    return this.marks.unlikedSince(tx, userId, gemId, at);
  }

  /** A new gem after many saved-and-deleted ones is flagged. */
  async createReason(tx: Transaction, userId: number, at: Date): Promise<string | null> {
    const n = await this.marks.count(tx, userId, 'gem_deleted', at, FARMING.windowHours * 60);
    return n >= FARMING.savedAndDeleted ? FLAG_REASONS.savedAndDeleted : null;
  }
}
