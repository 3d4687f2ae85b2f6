import { EVENT } from '@gems/contracts';
import type { Emit } from '@gems/platform/db/unit-of-work';
import { openTransaction, type Transaction, type UnitOfWork } from '../db/unit-of-work.js';

export interface AdminActionRecord {
  adminId: number | null;
  action: string;
  targetType: string;
  targetId: number | null;
  details?: Record<string, unknown>;
}

/**
 * Every admin mutation of rewards, for the record (rewards' own admin_actions table), and as
 * admin.action.recorded in the same transaction for the admin activity log of every service.
 */
export class AdminActionsRepository {
  constructor(
    /** Opens the transaction of a record made outside one; its commit kicks the outbox relay. */
    private readonly inTransaction: UnitOfWork,
  ) {}

  /** In the caller's unit of work (`at`), or in one of its own. */
  async record(a: AdminActionRecord, at?: { tx: Transaction; emit: Emit }): Promise<void> {
    if (!at) return this.inTransaction((tx, emit) => this.record(a, { tx, emit }));
    if (a.adminId !== null)
      at.emit(EVENT.adminActionRecorded, {
        adminId: a.adminId,
        service: 'rewards',
        actionType: a.action,
        targetEntityType: a.targetType,
        targetEntityId: a.targetId === null ? '' : String(a.targetId),
        changes: a.details ?? null,
        at: new Date().toISOString(),
      });
    await openTransaction(at.tx).adminAction.create({
      data: {
        adminId: a.adminId,
        action: a.action,
        targetType: a.targetType,
        targetId: a.targetId,
        details: (a.details ?? {}) as object,
      },
    });
  }
}
