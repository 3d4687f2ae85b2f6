import type { NotificationType, SocialListQuery, UserNotification } from '@gems/contracts';
import { notFound } from '@gems/platform/errors';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import type { NotificationRow } from './notifications.repository.js';
import { decodeTimeCursor, pageOf } from '@gems/platform/pagination/keyset-cursor';
import { toCardRef, type UserCardsRepository } from '../users/user-cards.repository.js';
import type { NotificationsRepository } from './notifications.repository.js';

const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The signed-in user's notifications (spec 02 §2): list, unread count, read, delete. */
export class NotificationsService {
  constructor(
    private readonly notifications: NotificationsRepository,
    private readonly cards: UserCardsRepository,
  ) {}

  async list(user: SessionClaims, query: SocialListQuery) {
    const rows = await this.notifications.page(user.userId, query.limit + 1, decodeTimeCursor(query.cursor));
    const page = pageOf(rows, query.limit, (r) => [r.createdAt, r.id]);
    return { items: await this.withActors(page.items), nextCursor: page.nextCursor };
  }

  async count(user: SessionClaims) {
    return { count: await this.notifications.unreadCount(user.userId) };
  }

  async markRead(user: SessionClaims, id: number): Promise<UserNotification> {
    const row = await this.notifications.markRead(user.userId, id);
    if (!row) throw notFound(NOTIFICATION_NOT_FOUND);
    return (await this.withActors([row]))[0]!;
  }

  async markAllRead(user: SessionClaims) {
    await this.notifications.markAllRead(user.userId);
    return { count: 0 };
  }

  async delete(user: SessionClaims, id: number): Promise<void> {
    if (!(await this.notifications.delete(user.userId, id))) throw notFound(NOTIFICATION_NOT_FOUND);
  }

  private async withActors(rows: NotificationRow[]): Promise<UserNotification[]> {
    const cards = await this.cards.byIds(rows.flatMap((r) => (r.relatedUserId ? [r.relatedUserId] : [])));
    return rows.map((r) => ({
      id: r.id,
      type: r.type as NotificationType,
      title: r.title,
      message: r.message,
      isRead: r.isRead,
      createdAt: r.createdAt.toISOString(),
      relatedUserId: r.relatedUserId,
      relatedGemId: r.relatedGemId,
      relatedShelfId: r.relatedShelfId,
      actor: r.relatedUserId ? toCardRef(cards.get(r.relatedUserId)) : null,
    }));
  }
}
