import type { PrismaClient, Tx } from '../db/prisma.js';

export interface AdminActionRecord {
  adminId: number | null;
  action: string;
  targetType: string;
  targetId: number | null;
  details?: Record<string, unknown>;
}

/** Every admin mutation of rewards, for the record (rewards' own admin_actions table). */
export class AdminActionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async record(a: AdminActionRecord, tx: Tx | PrismaClient = this.prisma): Promise<void> {
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
