import {
  zCollectionLikedV1,
  zCommentCreatedV1,
  zFollowRequestedV1,
  zGemLikedV1,
  zUserFollowedV1,
  type Envelope,
} from '@gems/contracts';
import { consume, markProcessed, type EventBus, type Subscription } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import type { Tx } from '../db/prisma.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { RefsRepository } from '../replicas/refs.repository.js';
import type { UserCardsRepository } from '../users/user-cards.repository.js';
import type { NewNotification, NotificationsRepository } from './notifications.repository.js';

export const NOTIFICATIONS_DURABLE = 'social-notifications';
export const NOTIFICATION_SUBJECTS = [
  'gem.liked',
  'collection.liked',
  'comment.created',
  'user.followed',
  'follow.requested',
];

const quoted = (title: string) => (title ? ` “${title.length > 80 ? `${title.slice(0, 79)}…` : title}”` : '');

/**
 * Turns social's own events into notifications for the person concerned: liked your gem or
 * collection, commented, followed you, asked to follow, accepted your request. Never for one's own
 * action; a repeated like or follow by the same person does not notify twice. Each notification
 * commits with its processed-event mark, so a redelivery writes nothing.
 */
export function notificationWriter(deps: {
  schema: string;
  inTransaction: UnitOfWork;
  notifications: NotificationsRepository;
  cards: UserCardsRepository;
  refs: RefsRepository;
}) {
  const { notifications, cards, refs, schema } = deps;
  // The actor's name, or null when their account is gone (user.deleted came first): then there
  // is nothing to tell.
  const nameOf = async (tx: Tx, userId: number) => (await cards.find(userId, tx))?.username ?? null;

  async function compose(tx: Tx, envelope: Envelope): Promise<NewNotification | null> {
    switch (envelope.type) {
      case 'gem.liked': {
        const e = zGemLikedV1.parse(envelope.data);
        const actor = await nameOf(tx, e.userId);
        if (!actor) return null;
        const title = (await refs.findGem(e.gemId, tx))?.title ?? '';
        return {
          userId: e.ownerId,
          type: 'gem_liked',
          title: 'New like',
          message: `${actor} liked your gem${quoted(title)}`,
          relatedUserId: e.userId,
          relatedGemId: e.gemId,
        };
      }
      case 'collection.liked': {
        const e = zCollectionLikedV1.parse(envelope.data);
        const actor = await nameOf(tx, e.userId);
        if (!actor) return null;
        const title = (await refs.findCollection(e.collectionId, tx))?.title ?? '';
        return {
          userId: e.ownerId,
          type: 'collection_liked',
          title: 'New like',
          message: `${actor} liked your collection${quoted(title)}`,
          relatedUserId: e.userId,
          relatedShelfId: e.collectionId,
        };
      }
      case 'comment.created': {
        const e = zCommentCreatedV1.parse(envelope.data);
        const actor = await nameOf(tx, e.userId);
        if (!actor) return null;
        const title = (await refs.findGem(e.gemId, tx))?.title ?? '';
        return {
          userId: e.gemOwnerId,
          type: 'gem_commented',
          title: 'New comment',
          message: `${actor} commented on your gem${quoted(title)}: ${e.excerpt}`,
          relatedUserId: e.userId,
          relatedGemId: e.gemId,
        };
      }
      case 'user.followed': {
        const e = zUserFollowedV1.parse(envelope.data);
        const actor = await nameOf(tx, e.viaRequest ? e.followedId : e.followerId);
        if (!actor) return null;
        // Through a request, the news is for the requester: their request was accepted.
        return e.viaRequest
          ? {
              userId: e.followerId,
              type: 'follow_accepted',
              title: 'Request accepted',
              message: `${actor} accepted your follow request`,
              relatedUserId: e.followedId,
            }
          : {
              userId: e.followedId,
              type: 'user_followed',
              title: 'New follower',
              message: `${actor} started following you`,
              relatedUserId: e.followerId,
            };
      }
      case 'follow.requested': {
        const e = zFollowRequestedV1.parse(envelope.data);
        const actor = await nameOf(tx, e.fromUserId);
        if (!actor) return null;
        return {
          userId: e.toUserId,
          type: 'follow_requested',
          title: 'Follow request',
          message: `${actor} wants to follow you`,
          relatedUserId: e.fromUserId,
        };
      }
      default:
        return null;
    }
  }

  return (envelope: Envelope) =>
    deps.inTransaction(async (tx) => {
      if (!(await markProcessed(tx, schema, NOTIFICATIONS_DURABLE, envelope.id))) return;
      const n = await compose(tx, envelope);
      if (!n || n.userId === n.relatedUserId) return;
      // Comments are each news; a like or follow repeated after an unlike or unfollow is not.
      if (n.type !== 'gem_commented' && (await notifications.exists(tx, n))) return;
      await notifications.create(tx, n);
    });
}

/**
 * One durable per subject: a NATS consumer filters on one subject pattern, and these subjects
 * share no prefix narrower than the whole stream, so one durable would fetch (and skip) every
 * event of every service. Notifications need no order across subjects.
 */
export async function consumeNotificationEvents(
  bus: EventBus,
  logger: Logger,
  handle: (envelope: Envelope) => Promise<void>,
): Promise<Subscription[]> {
  return Promise.all(
    NOTIFICATION_SUBJECTS.map((subject) =>
      consume(bus, {
        durable: `${NOTIFICATIONS_DURABLE}-${subject.replace('.', '-')}`,
        subjects: [subject],
        logger,
        handle,
      }),
    ),
  );
}
