import { decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import type { Prisma } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

export interface AdminActionInput {
  adminId: number;
  actionType: string;
  targetEntityType: string;
  targetEntityId: string;
  changes?: Prisma.InputJsonValue;
  /** The service the change was made in (default: here). */
  service?: string;
  /** When it was made (default: now). */
  at?: Date;
}

/** Every admin mutation in every service, newest first in the dashboard. */
export class AdminActionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async record(tx: Tx, { at, ...action }: AdminActionInput): Promise<void> {
    await tx.adminAction.create({ data: { ...action, ...(at ? { createdAt: at } : {}) } });
  }

  /** Newest first, `limit` a page, after the (createdAt, id) of the cursor. */
  async page(limit: number, cursor: string | undefined) {
    const before = decodeTimeCursor(cursor);
    const rows = await this.prisma.adminAction.findMany({
      where: before
        ? { OR: [{ createdAt: { lt: before.at } }, { createdAt: before.at, id: { lt: before.id } }] }
        : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit + 1,
    });
    const page = pageOf(rows, limit, (r) => [r.createdAt, r.id]);
    return { ...page, items: page.items.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
  }
}
