import { commentNotification, composeMessage } from './notification-writer.consumer.js';
import type { Transaction } from '../db/unit-of-work.js';
import type { NotificationsRepository } from './notifications.repository.js';

/**
 * Keeps a comment's notification true to the comment, in the comment's own transaction: an edit
 * rewrites the notification's text (read or not, it stays where it is), a deletion removes the
 * notification (docs/decisions.md). A notification not written yet needs nothing: the writer
 * quotes the comment as it is when it writes, and writes nothing for a deleted one.
 */
export class CommentNotifications {
  constructor(private readonly notifications: NotificationsRepository) {}

  async edited(tx: Transaction, commentId: number): Promise<void> {
    const rows = await this.notifications.forComment(tx, commentId);
    if (!rows.length) return;
    const specs = rows.map((row) => ({
      id: row.id,
      spec: commentNotification({
        commentId,
        gemId: row.relatedGemId ?? 0,
        authorId: row.relatedUserId ?? 0,
        gemOwnerId: row.userId,
      }),
    }));
    const names = await this.notifications.namesFor(tx, {
      users: specs.map(({ spec }) => spec.actorId),
      gems: specs.map(({ spec }) => spec.gemId!),
      shelves: [],
      comments: [commentId],
    });
    for (const { id, spec } of specs) {
      const message = composeMessage(spec, names);
      if (message !== null) await this.notifications.setMessage(tx, id, message);
    }
  }

  deleted(tx: Transaction, commentId: number): Promise<void> {
    return this.notifications.removeForComment(tx, commentId);
  }
}
