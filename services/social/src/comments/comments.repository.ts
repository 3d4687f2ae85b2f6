import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { Comment as CommentRow } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';
import type { Keyset } from '@gems/platform/pagination/keyset-cursor';

/** The row as the rest of the service sees it. */
export type { CommentRow };

/** The comments table. */
export class CommentsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(
    dbHandle: Transaction,
    data: { gemId: number; userId: number; content: string },
  ): Promise<CommentRow> {
    const db = openTransaction(dbHandle);
    return db.comment.create({ data });
  }

  find(id: number, dbHandle?: Transaction): Promise<CommentRow | null> {
    const db: Tx = dbHandle ? openTransaction(dbHandle) : this.prisma;
    return db.comment.findUnique({ where: { id } });
  }

  update(dbHandle: Transaction, id: number, content: string): Promise<CommentRow> {
    const db = openTransaction(dbHandle);
    return db.comment.update({ where: { id }, data: { content } });
  }

  delete(dbHandle: Transaction, id: number): Promise<CommentRow> {
    const db = openTransaction(dbHandle);
    return db.comment.delete({ where: { id } });
  }

  /** A gem's comments, oldest first (a conversation reads top-down), keyset-paged. */
  page(gemId: number, limit: number, after?: Keyset): Promise<CommentRow[]> {
    const keyset = after && {
      OR: [{ createdAt: { gt: after.at } }, { createdAt: after.at, id: { gt: after.id } }],
    };
    return this.prisma.comment.findMany({
      where: keyset ? { AND: [{ gemId }, keyset] } : { gemId },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
      take: limit,
    });
  }

  /** A deleted user's comments, removed; answers them for the comment.deleted events. */
  async removeUser(dbHandle: Transaction, userId: number) {
    const db = openTransaction(dbHandle);
    const rows = await db.comment.findMany({ where: { userId }, include: { gem: true } });
    await db.comment.deleteMany({ where: { userId } });
    return rows;
  }
}
