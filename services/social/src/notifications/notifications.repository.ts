import { openTransaction, type Transaction } from '../db/unit-of-work.js';
import type { NotificationType } from '@gems/contracts';
import { ident } from '@gems/platform/db/sql';
import type { Notification as NotificationRow } from '../db/generated/client.js';
import type { PrismaClient } from '../db/prisma.js';
import type { Keyset } from '@gems/platform/pagination/keyset-cursor';

/** The row as the rest of the service sees it. */
export type { NotificationRow };

/** A notification to write from an event; `message` is composed in code (notification-writer). */
export interface NewNotification {
  eventId: string;
  /** When the action happened (the event's time): the list's order, whichever durable wrote it first. */
  occurredAt: string;
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  actorId: number;
  gemId?: number;
  shelfId?: number;
  /** The comment a gem_commented notification quotes. */
  commentId?: number;
}

/** What a notification's text names, read from the replicas: actors' usernames, items' titles. */
export interface NotificationNames {
  users: Map<number, string>;
  gems: Map<number, string>;
  shelves: Map<number, string>;
  /** Comments' current text; a comment missing here was deleted. */
  comments: Map<number, string>;
}

/** The notifications table; the unread count reads the (user_id, is_read) index only. */
export class NotificationsRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly schema: string,
  ) {}

  /** The usernames and titles the given notifications' texts name, in one round trip. */
  async namesFor(
    txHandle: Transaction,
    ids: { users: number[]; gems: number[]; shelves: number[]; comments?: number[] },
  ): Promise<NotificationNames> {
    const tx = openTransaction(txHandle);
    const s = ident(this.schema);
    const rows = await tx.$queryRawUnsafe<Array<{ kind: 'u' | 'g' | 'c' | 'm'; id: number; name: string }>>(
      `SELECT 'u' AS kind, user_id AS id, username AS name FROM ${s}.user_cards WHERE user_id = ANY($1::int[])
       UNION ALL
       SELECT 'g', gem_id, title FROM ${s}.gem_refs WHERE gem_id = ANY($2::int[])
       UNION ALL
       SELECT 'c', collection_id, title FROM ${s}.collection_refs WHERE collection_id = ANY($3::int[])
       UNION ALL
       SELECT 'm', id, content FROM ${s}.comments WHERE id = ANY($4::int[])`,
      [...new Set(ids.users)],
      [...new Set(ids.gems)],
      [...new Set(ids.shelves)],
      [...new Set(ids.comments ?? [])],
    );
    const names: NotificationNames = {
      users: new Map(),
      gems: new Map(),
      shelves: new Map(),
      comments: new Map(),
    };
    const byKind = { u: names.users, g: names.gems, c: names.shelves, m: names.comments };
    for (const row of rows) byKind[row.kind].set(row.id, row.name);
    return names;
  }

  /** A notice from the system, with no actor (issue 29 §4: the weekly broken-link notice). */
  async createNotice(
    txHandle: Transaction,
    n: Pick<NewNotification, 'userId' | 'type' | 'title' | 'message' | 'gemId' | 'occurredAt'>,
  ): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.notification.create({
      data: {
        userId: n.userId,
        type: n.type,
        title: n.title,
        message: n.message,
        relatedGemId: n.gemId ?? null,
        createdAt: new Date(n.occurredAt),
      },
    });
  }

  /**
   * Writes each notification unless it is the actor's own action or (for all but comments) the
   * same actor already caused it, earlier or in this batch: one statement for a batch. (The
   * notification consumer's hot path; the events are marked processed in the same transaction by
   * the consumer.)
   */
  async createMany(txHandle: Transaction, notifications: NewNotification[]): Promise<void> {
    const tx = openTransaction(txHandle);
    if (notifications.length === 0) return;
    const s = ident(this.schema);
    const rows = notifications.map((n, ord) => ({
      ord,
      event_id: n.eventId,
      occurred_at: n.occurredAt,
      user_id: n.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      actor_id: n.actorId,
      gem_id: n.gemId ?? null,
      shelf_id: n.shelfId ?? null,
      comment_id: n.commentId ?? null,
    }));
    // "Once" within the batch is the first of its kind, as one event after another would have it.
    const once = `i.user_id, i.type, i.actor_id, i.gem_id, i.shelf_id, CASE WHEN i.type = 'gem_commented' THEN i.ord END`;
    await tx.$executeRawUnsafe(
      `WITH input AS (
         SELECT DISTINCT ON (event_id) * FROM jsonb_to_recordset($1::jsonb) AS i(
           ord int, event_id text, occurred_at timestamptz, user_id int, type text, title text,
           message text, actor_id int,
           gem_id int, shelf_id int, comment_id int)
          ORDER BY event_id, ord),
       fresh AS (
         SELECT DISTINCT ON (${once}) i.* FROM input i ORDER BY ${once}, i.ord)
       INSERT INTO ${s}.notifications
         (user_id, type, title, message, related_user_id, related_gem_id, related_shelf_id,
          related_comment_id, created_at)
       SELECT i.user_id, i.type, i.title, i.message, i.actor_id, i.gem_id, i.shelf_id, i.comment_id,
              i.occurred_at
         FROM fresh i
        WHERE i.user_id <> i.actor_id
          -- The texts were composed from an earlier read: the actor and the comment must still
          -- exist when the row is written (a deletion committed in between wins).
          AND EXISTS (SELECT 1 FROM ${s}.user_cards a WHERE a.user_id = i.actor_id)
          AND (i.comment_id IS NULL OR EXISTS (SELECT 1 FROM ${s}.comments m WHERE m.id = i.comment_id))
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

  /** The notifications quoting a comment (one, unless events were replayed oddly). */
  forComment(txHandle: Transaction, commentId: number): Promise<NotificationRow[]> {
    const tx = openTransaction(txHandle);
    return tx.notification.findMany({ where: { relatedCommentId: commentId } });
  }

  async setMessage(txHandle: Transaction, id: number, message: string): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.notification.updateMany({ where: { id }, data: { message } });
  }

  async removeForComment(txHandle: Transaction, commentId: number): Promise<void> {
    const tx = openTransaction(txHandle);
    await tx.notification.deleteMany({ where: { relatedCommentId: commentId } });
  }

  /** A deleted user's notifications, and those they caused for others. */
  async removeUser(dbHandle: Transaction, userId: number): Promise<void> {
    const db = openTransaction(dbHandle);
    await db.notification.deleteMany({ where: { OR: [{ userId }, { relatedUserId: userId }] } });
  }
}
