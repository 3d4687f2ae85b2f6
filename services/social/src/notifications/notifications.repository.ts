import type { NotificationType } from '@gems/contracts';
import { ident } from '@gems/platform/db/sql';
import type { Notification as NotificationRow } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';
import type { Keyset } from '../http/keyset-cursor.js';

/**
 * A notification to write from an event. The message is `<actor's name><text[0]><item><text[1]>`,
 * where item is the gem's or collection's title in quotes, read from the replicas at write time.
 */
export interface NotificationSpec {
  userId: number;
  type: NotificationType;
  title: string;
  actorId: number;
  gemId?: number;
  shelfId?: number;
  text: [string, string];
}

/** The notifications table; the unread count reads the (user_id, is_read) index only. */
export class NotificationsRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly schema: string,
  ) {}

  /**
   * Writes the notification unless it is the actor's own action, the actor's account is gone, or
   * (for all but comments) the same actor already caused it, and marks the event processed: one
   * statement, so a redelivered event writes nothing. (The notification consumers' hot path.)
   */
  async createOnce(consumer: string, eventId: string, n: NotificationSpec): Promise<void> {
    const s = ident(this.schema);
    const title = `COALESCE(g.title, c.title, '')`;
    await this.prisma.$executeRawUnsafe(
      `WITH processed AS (
         INSERT INTO ${s}.processed_events (consumer, event_id) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING 1)
       INSERT INTO ${s}.notifications
         (user_id, type, title, message, related_user_id, related_gem_id, related_shelf_id)
       SELECT $3::int, $4::text, $5::text,
              a.username || $9::text || CASE WHEN ${title} = '' THEN ''
                ELSE ' “' || CASE WHEN length(${title}) > 80 THEN left(${title}, 79) || '…' ELSE ${title} END || '”'
              END || $10::text,
              $6::int, $7::int, $8::int
         FROM processed
         JOIN ${s}.user_cards a ON a.user_id = $6::int
         LEFT JOIN ${s}.gem_refs g ON g.gem_id = $7::int
         LEFT JOIN ${s}.collection_refs c ON c.collection_id = $8::int
        WHERE $3::int <> $6::int
          AND ($4::text = 'gem_commented' OR NOT EXISTS (
                SELECT 1 FROM ${s}.notifications d
                 WHERE d.user_id = $3::int AND d.type = $4::text AND d.related_user_id = $6::int
                   AND d.related_gem_id IS NOT DISTINCT FROM $7::int
                   AND d.related_shelf_id IS NOT DISTINCT FROM $8::int))`,
      consumer,
      eventId,
      n.userId,
      n.type,
      n.title,
      n.actorId,
      n.gemId ?? null,
      n.shelfId ?? null,
      n.text[0],
      n.text[1],
    );
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
