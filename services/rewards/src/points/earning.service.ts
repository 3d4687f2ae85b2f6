import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Transaction } from '../db/unit-of-work.js';
import type { AwardedRow, NewPointEvent, PointsRepository } from './points.repository.js';

/**
 * Points come only from facts (events) and admins: the rule in force when the event is applied
 * decides the points; a flagged award waits for an admin; a counted one raises the balance and is
 * announced as points.awarded, all in the caller's transaction.
 */
export class EarningService {
  constructor(private readonly points: PointsRepository) {}

  async award(tx: Transaction, emit: Emit, event: NewPointEvent, opts: { gemTitle?: boolean } = {}) {
    const row = await this.points.award(tx, event, opts);
    if (row && !row.flagged) this.announce(emit, event, row);
    return row;
  }

  /** Counts an award: balance + points.awarded (also used when an admin approves a flagged one). */
  async count(
    tx: Transaction,
    emit: Emit,
    event: Pick<NewPointEvent, 'userId' | 'actionType' | 'entityType' | 'entityId'>,
    row: Pick<AwardedRow, 'id' | 'points'>,
  ): Promise<void> {
    await this.points.credit(tx, event.userId, row.points);
    this.announce(emit, event, row);
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
