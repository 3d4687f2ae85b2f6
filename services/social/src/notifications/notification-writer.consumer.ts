import {
  zCollectionLikedV1,
  zCommentCreatedV1,
  zFollowRequestedV1,
  zGemLikedV1,
  zUserFollowedV1,
  type Envelope,
} from '@gems/contracts';
import { consumeBatch, type EventBus, type Subscription } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import type { NotificationsRepository, NotificationSpec } from './notifications.repository.js';

export const NOTIFICATIONS_DURABLE = 'social-notifications';
export const NOTIFICATION_SUBJECTS = [
  'gem.liked',
  'collection.liked',
  'comment.created',
  'user.followed',
  'follow.requested',
];

/** What to tell whom about one of social's own events; null for events that tell nobody. */
export function notificationFor(envelope: Envelope): NotificationSpec | null {
  switch (envelope.type) {
    case 'gem.liked': {
      const e = zGemLikedV1.parse(envelope.data);
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
      const e = zCollectionLikedV1.parse(envelope.data);
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
      const e = zCommentCreatedV1.parse(envelope.data);
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
      const e = zUserFollowedV1.parse(envelope.data);
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
      const e = zFollowRequestedV1.parse(envelope.data);
      return {
        userId: e.toUserId,
        type: 'follow_requested',
        title: 'Follow request',
        actorId: e.fromUserId,
        text: [' wants to follow you', ''],
      };
    }
    default:
      return null;
  }
}

/** Writes the notifications of one event, or (`many`) of a batch in one statement. */
export interface NotificationWriter {
  (envelope: Envelope): Promise<void>;
  many(envelopes: Envelope[]): Promise<void>;
}

/**
 * Turns social's own events into notifications for the person concerned: liked your gem or
 * collection, commented, followed you, asked to follow, accepted your request. Never for one's own
 * action or for an actor whose account is gone; a repeated like or follow by the same person does
 * not notify twice. The notifications and the processed-event marks are one statement, so a
 * redelivery writes nothing.
 */
export function notificationWriter(deps: { notifications: NotificationsRepository }): NotificationWriter {
  const many = async (envelopes: Envelope[]): Promise<void> => {
    const events = envelopes.flatMap((envelope) => {
      const spec = notificationFor(envelope);
      return spec ? [{ eventId: envelope.id, spec }] : [];
    });
    await deps.notifications.createMany(NOTIFICATIONS_DURABLE, events);
  };
  return Object.assign((envelope: Envelope) => many([envelope]), { many });
}

/**
 * One durable per subject: a NATS consumer filters on one subject pattern, and these subjects
 * share no prefix narrower than the whole stream, so one durable would fetch (and skip) every
 * event of every service. Notifications need no order across subjects. Each durable writes the
 * events waiting in one statement: one at a time, a busy durable (likes) fell behind as soon as
 * the service's pool was busy, each write waiting its turn.
 */
export async function consumeNotificationEvents(
  bus: EventBus,
  logger: Logger,
  write: NotificationWriter,
): Promise<Subscription[]> {
  return Promise.all(
    NOTIFICATION_SUBJECTS.map((subject) =>
      consumeBatch(bus, {
        durable: `${NOTIFICATIONS_DURABLE}-${subject.replace('.', '-')}`,
        subjects: [subject],
        logger,
        handle: write.many,
      }),
    ),
  );
}
