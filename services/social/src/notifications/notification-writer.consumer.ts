import { defineBatchConsumer, type ConsumedEventOf } from '@gems/platform/events';
import type { Tx } from '../db/prisma.js';
import type { NotificationsRepository, NotificationSpec } from './notifications.repository.js';

export const NOTIFICATIONS_DURABLE = 'social-notifications';
export const NOTIFICATION_SUBJECTS = [
  'gem.liked',
  'collection.liked',
  'comment.created',
  'user.followed',
  'follow.requested',
] as const;

/** What to tell whom about one of social's own events. */
export function notificationFor(
  event: ConsumedEventOf<(typeof NOTIFICATION_SUBJECTS)[number]>,
): NotificationSpec {
  switch (event.type) {
    case 'gem.liked': {
      const e = event.data;
      return {
        userId: e.ownerId,
        type: 'gem_liked',
        title: 'New like',
        actorId: e.userId,
        gemId: e.gemId,
        text: [' liked your gem', ''],
      };
    }
    case 'collection.liked': {
      const e = event.data;
      return {
        userId: e.ownerId,
        type: 'collection_liked',
        title: 'New like',
        actorId: e.userId,
        shelfId: e.collectionId,
        text: [' liked your collection', ''],
      };
    }
    case 'comment.created': {
      const e = event.data;
      return {
        userId: e.gemOwnerId,
        type: 'gem_commented',
        title: 'New comment',
        actorId: e.userId,
        gemId: e.gemId,
        text: [' commented on your gem', `: ${e.excerpt}`],
      };
    }
    case 'user.followed': {
      const e = event.data;
      // Through a request, the news is for the requester: their request was accepted.
      return e.viaRequest
        ? {
            userId: e.followerId,
            type: 'follow_accepted',
            title: 'Request accepted',
            actorId: e.followedId,
            text: [' accepted your follow request', ''],
          }
        : {
            userId: e.followedId,
            type: 'user_followed',
            title: 'New follower',
            actorId: e.followerId,
            text: [' started following you', ''],
          };
    }
    case 'follow.requested': {
      const e = event.data;
      return {
        userId: e.toUserId,
        type: 'follow_requested',
        title: 'Follow request',
        actorId: e.fromUserId,
        text: [' wants to follow you', ''],
      };
    }
  }
}

/**
 * Turns social's own events into notifications for the person concerned: liked your gem or
 * collection, commented, followed you, asked to follow, accepted your request. Never for one's own
 * action or for an actor whose account is gone; a repeated like or follow by the same person does
 * not notify twice. The waiting events of a subject are written in one statement, with their
 * processed-event marks in the same transaction: one at a time, a busy durable (likes) fell behind
 * as soon as the service's pool was busy. One durable per subject: these subjects share no prefix
 * narrower than the whole stream, and notifications need no order across subjects.
 */
export const notificationsConsumer = (notifications: NotificationsRepository) =>
  defineBatchConsumer<Tx, (typeof NOTIFICATION_SUBJECTS)[number]>({
    durable: NOTIFICATIONS_DURABLE,
    subjects: NOTIFICATION_SUBJECTS,
    durablePerSubject: true,
    handle: (events, tx) =>
      notifications.createMany(
        tx,
        events.flatMap((event) => {
          const spec = notificationFor(event);
          return spec ? [{ eventId: event.id, spec }] : [];
        }),
      ),
  });
