import type { NotificationType } from '@gems/contracts';
import type { Notification as NotificationRow } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';
import type { Keyset } from '../http/keyset-cursor.js';

export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  relatedUserId: number | null;
  relatedGemId?: number | null;
  relatedShelfId?: number | null;
}

/** The notifications table; the unread count reads the (user_id, is_read) index only. */
export class NotificationsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  create(db: Tx, data: NewNotification): Promise<NotificationRow> {
    return db.notification.create({ data });
  }

  /** Whether the same person already caused the same notification about the same thing. */
  async exists(db: Tx, n: NewNotification): Promise<boolean> {
    const row = await db.notification.findFirst({
      where: {
        userId: n.userId,
        type: n.type,
        relatedUserId: n.relatedUserId,
        relatedGemId: n.relatedGemId ?? null,
        relatedShelfId: n.relatedShelfId ?? null,
      },
      select: { id: true },
    });
    return row !== null;
  }

  page(userId: number, limit: number, after?: Keyset): Promise<NotificationRow[]> {
    const keyset = after && {
      OR: [{ createdAt: { lt: after.at } }, { createdAt: after.at, id: { lt: after.id } }],
    };
    return this.prisma.notification.findMany({
      where: keyset ? { AND: [{ userId }, keyset] } : { userId },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }

  unreadCount(userId: number): Promise<number> {
    return this.prisma.notification.count({ where: { userId, isRead: false } });
  }

  /** Marks one of the user's notifications read; null when it is not theirs or gone. */
  async markRead(userId: number, id: number): Promise<NotificationRow | null> {
    const { count } = await this.prisma.notification.updateMany({
      where: { id, userId },
      data: { isRead: true },
    });
    return count === 1 ? this.prisma.notification.findUnique({ where: { id } }) : null;
  }

  async markAllRead(userId: number): Promise<number> {
    const { count } = await this.prisma.notification.updateMany({
      where: { userId, isRead: false },
      data: { isRead: true },
    });
    return count;
  }

  async delete(userId: number, id: number): Promise<boolean> {
    const { count } = await this.prisma.notification.deleteMany({ where: { id, userId } });
    return count === 1;
  }

  /** A deleted user's notifications, and those they caused for others. */
  async removeUser(db: Tx, userId: number): Promise<void> {
    await db.notification.deleteMany({ where: { OR: [{ userId }, { relatedUserId: userId }] } });
  }
}
