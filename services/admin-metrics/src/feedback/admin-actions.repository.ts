import type { Prisma } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

/** Every admin mutation made in this service, newest first in the dashboard. */
export class AdminActionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async record(
    tx: Tx,
    action: {
      adminId: number;
      actionType: string;
      targetEntityType: string;
      targetEntityId: string;
      changes?: Prisma.InputJsonValue;
    },
  ): Promise<void> {
    await tx.adminAction.create({ data: action });
  }

  async latest(limit: number) {
    const rows = await this.prisma.adminAction.findMany({ orderBy: { id: 'desc' }, take: limit });
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }
}
