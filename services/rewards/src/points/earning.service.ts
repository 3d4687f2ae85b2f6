import type { Emit } from '@gems/platform/db/unit-of-work';
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
 * decides the points; a flagged award waits for an admin; a counted one raises the balance and is
 * announced as points.awarded, all in the caller's transaction.
 */
export class EarningService {
  constructor(private readonly points: PointsRepository) {}

  async award(tx: Transaction, emit: Emit, event: NewPointEvent, opts: { gemTitle?: boolean } = {}) {
    const row = await this.points.award(tx, event, opts);
    if (row && !row.flagged && row.points > 0) this.announce(emit, event, row);
    return row;
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

  /** Counts an award: balance + points.awarded (used when an admin approves a flagged one). */
  async count(
    tx: Transaction,
    emit: Emit,
    event: Pick<NewPointEvent, 'userId' | 'actionType' | 'entityType' | 'entityId'>,
    row: Pick<AwardedRow, 'id' | 'points'>,
  ): Promise<void> {
    await this.points.credit(tx, event.userId, row.points);
    this.announce(emit, event, row);
  }

  /** An admin's adjustment on the balance (checked by the caller), announced like an award. */
  async adjusted(tx: Transaction, emit: Emit, userId: number, row: Pick<AwardedRow, 'id' | 'points'>) {
    await this.points.adjustBalance(tx, userId, row.points);
    this.announce(emit, { userId, actionType: 'admin_adjustment', entityType: null, entityId: null }, row);
  }

  private announce(
    emit: Emit,
    event: Pick<NewPointEvent, 'userId' | 'actionType' | 'entityType' | 'entityId'>,
    row: Pick<AwardedRow, 'id' | 'points'>,
  ): void {
    emit('points.awarded', {
      pointEventId: row.id,
      userId: event.userId,
      actionType: event.actionType,
      points: row.points,
      entityType: event.entityType,
      entityId: event.entityId,
      at: new Date().toISOString(),
    });
  }
}
