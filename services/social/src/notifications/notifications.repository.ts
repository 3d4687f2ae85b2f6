import type { NotificationType } from '@gems/contracts';
import { ident } from '@gems/platform/db/sql';
import type { Notification as NotificationRow } from '../db/generated/client.js';
import type { PrismaClient, Tx } from '../db/prisma.js';
import type { Keyset } from '@gems/platform/pagination/keyset-cursor';

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
   * Writes each event's notification unless it is the actor's own action, the actor's account is
   * gone, or (for all but comments) the same actor already caused it, earlier or in this batch: one
   * statement for a batch. (The notification consumers' hot path; the events are marked processed
   * in the same transaction by the consumer.)
   */
  async createMany(tx: Tx, events: Array<{ eventId: string; spec: NotificationSpec }>): Promise<void> {
    if (events.length === 0) return;
    const s = ident(this.schema);
    const title = `COALESCE(g.title, c.title, '')`;
    const rows = events.map(({ eventId, spec }, ord) => ({
      ord,
      event_id: eventId,
      user_id: spec.userId,
      type: spec.type,
      title: spec.title,
      actor_id: spec.actorId,
      gem_id: spec.gemId ?? null,
      shelf_id: spec.shelfId ?? null,
      text0: spec.text[0],
      text1: spec.text[1],
    }));
    // "Once" within the batch is the first of its kind, as one event after another would have it.
    const once = `i.user_id, i.type, i.actor_id, i.gem_id, i.shelf_id, CASE WHEN i.type = 'gem_commented' THEN i.ord END`;
    await tx.$executeRawUnsafe(
      `WITH input AS (
         SELECT DISTINCT ON (event_id) * FROM jsonb_to_recordset($1::jsonb) AS i(
           ord int, event_id text, user_id int, type text, title text, actor_id int, gem_id int,
           shelf_id int, text0 text, text1 text)
          ORDER BY event_id, ord),
       fresh AS (
         SELECT DISTINCT ON (${once}) i.* FROM input i ORDER BY ${once}, i.ord)
       INSERT INTO ${s}.notifications
         (user_id, type, title, message, related_user_id, related_gem_id, related_shelf_id)
       SELECT i.user_id, i.type, i.title,
              a.username || i.text0 || CASE WHEN ${title} = '' THEN ''
                ELSE ' “' || CASE WHEN length(${title}) > 80 THEN left(${title}, 79) || '…' ELSE ${title} END || '”'
              END || i.text1,
              i.actor_id, i.gem_id, i.shelf_id
         FROM fresh i
         JOIN ${s}.user_cards a ON a.user_id = i.actor_id
         LEFT JOIN ${s}.gem_refs g ON g.gem_id = i.gem_id
         LEFT JOIN ${s}.collection_refs c ON c.collection_id = i.shelf_id
        WHERE i.user_id <> i.actor_id
          AND (i.type = 'gem_commented' OR NOT EXISTS (
                SELECT 1 FROM ${s}.notifications d
                 WHERE d.user_id = i.user_id AND d.type = i.type AND d.related_user_id = i.actor_id
                   AND d.related_gem_id IS NOT DISTINCT FROM i.gem_id
                   AND d.related_shelf_id IS NOT DISTINCT FROM i.shelf_id))
        ORDER BY i.ord`,
      JSON.stringify(rows),
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
