import type { CreateFeedback, Feedback } from '@gems/contracts';
import type { Feedback as FeedbackRow } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';

const toFeedback = (row: FeedbackRow): Feedback => ({
  id: row.id,
  userId: row.userId,
  type: row.type,
  title: row.title,
  description: row.description,
  email: row.email,
  status: row.status === 'resolved' ? 'resolved' : 'open',
  priority: row.priority,
  category: row.category,
  browserInfo: row.browserInfo,
  url: row.url,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
  adminNotes: row.adminNotes,
});

export class FeedbackRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(userId: number | null, input: CreateFeedback): Promise<Feedback> {
    return toFeedback(await this.prisma.feedback.create({ data: { userId, ...input } }));
  }

  /** Newest first; open only unless asked. */
  async list(includeResolved: boolean, limit: number, offset: number): Promise<Feedback[]> {
    const rows = await this.prisma.feedback.findMany({
      where: includeResolved ? {} : { status: 'open' },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
      skip: offset,
    });
    return rows.map(toFeedback);
  }

  async resolve(tx: Tx, id: number, adminId: number, notes: string): Promise<Feedback | null> {
    const { count } = await tx.feedback.updateMany({
      where: { id, status: 'open' },
      data: { status: 'resolved', resolvedAt: new Date(), resolvedBy: adminId, adminNotes: notes || null },
    });
    if (count === 0) return null;
    const row = await tx.feedback.findUnique({ where: { id } });
    return row && toFeedback(row);
  }

  exists(id: number): Promise<boolean> {
    return this.prisma.feedback.count({ where: { id } }).then((n) => n > 0);
  }
}
