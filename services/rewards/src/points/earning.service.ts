import type { Transaction } from '../db/unit-of-work.js';
import type { AwardedRow, EarnedKey, NewPointEvent, PointsRepository } from './points.repository.js';

/** What a rule's daily cap is called in the reason of an award it refused. */
const CAPPED_ACTIONS: Record<string, string> = {
  create_gem: 'new gems',
  like_gem: 'likes',
  comment_gem: 'comments',
  external_share: 'shares',
};

/**
 * Points come only from facts (events) and admins: the rule in force when the event is applied
 * decides the points; a flagged award waits for an admin; a counted one raises the balance, all in
 * the caller's transaction.
 */
export class EarningService {
  constructor(private readonly points: PointsRepository) {}

  award(tx: Transaction, event: NewPointEvent, opts: { gemTitle?: boolean } = {}) {
    return this.points.award(tx, event, opts);
  }

  /**
   * Why the action earns nothing today: its rule's daily cap is reached (null: it may earn).
   * Holds the (user, action) lock until the transaction ends, so call it right before `award`.
   */
  async capRefusal(tx: Transaction, userId: number, actionType: string): Promise<string | null> {
    const cap = await this.points.capReached(tx, userId, actionType);
    if (cap === null) return null;
    return `Daily limit reached: ${cap} ${CAPPED_ACTIONS[actionType] ?? 'actions'} a day earn points`;
  }

  /** Takes back an award (gem deleted, unlike); the points others earned on the gem stay theirs. */
  reverse(tx: Transaction, earned: EarnedKey, reversalAction: string, reason: string): Promise<number> {
    return this.points.reverse(tx, earned, reversalAction, reason);
  }

  /** Counts an award on the balance (used when an admin approves a flagged one). */
  async count(
    tx: Transaction,
    event: Pick<NewPointEvent, 'userId'>,
    row: Pick<AwardedRow, 'points'>,
  ): Promise<void> {
    await this.points.credit(tx, event.userId, row.points);
  }

  /** An admin's adjustment on the balance (checked by the caller). */
  async adjusted(tx: Transaction, userId: number, row: Pick<AwardedRow, 'points'>) {
    await this.points.adjustBalance(tx, userId, row.points);
  }
}
