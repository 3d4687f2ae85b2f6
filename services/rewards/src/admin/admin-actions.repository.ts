import { EVENT } from '@gems/contracts';
import { createEnvelope, writeToOutbox } from '@gems/platform/events';
import type { PrismaClient, Tx } from '../db/prisma.js';

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
    private readonly prisma: PrismaClient,
    private readonly schema: string,
  ) {}

  async record(a: AdminActionRecord, tx?: Tx): Promise<void> {
    if (!tx) return this.prisma.$transaction((own) => this.record(a, own));
    if (a.adminId !== null)
      await writeToOutbox(
        tx,
        this.schema,
        createEnvelope(
          EVENT.adminActionRecorded,
          {
            adminId: a.adminId,
            service: 'rewards',
            actionType: a.action,
            targetEntityType: a.targetType,
            targetEntityId: a.targetId === null ? '' : String(a.targetId),
            changes: a.details ?? null,
            at: new Date().toISOString(),
          },
          { producer: 'rewards' },
        ),
      );
    await tx.adminAction.create({
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
