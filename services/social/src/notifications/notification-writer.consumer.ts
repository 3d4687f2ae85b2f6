import { EVENT } from '@gems/contracts';
import { defineBatchConsumer, type ConsumedEventOf } from '@gems/platform/events';
import type { Transaction } from '../db/unit-of-work.js';
import type { NotificationType } from '@gems/contracts';
import { userCardOf, userReadThrough } from '@gems/platform/replicas/user-replica';
import type { UserCardsRepository } from '../users/user-cards.repository.js';
import type {
  NewNotification,
  NotificationNames,
  NotificationsRepository,
} from './notifications.repository.js';

export const NOTIFICATIONS_DURABLE = 'social-notifications';
export const NOTIFICATION_SUBJECTS = [
  EVENT.gemLiked,
  EVENT.collectionLiked,
  EVENT.commentCreated,
  EVENT.userFollowed,
  EVENT.followRequested,
] as const;

/**
 * A notification an event calls for. Its message is `<actor's name><text[0]><item><text[1]>`,
 * where item is the gem's or collection's title in quotes, as the replicas know it at write time.
 */
export interface NotificationSpec {
  userId: number;
  type: NotificationType;
  title: string;
  actorId: number;
  gemId?: number;
  shelfId?: number;
  /** A comment's notification quotes the comment as it is now (not as the event had it). */
  commentId?: number;
  text: [string, string];
}

const TITLE_MAX = 80;

/** An item's title as a message quotes it: cut to 80 characters (79 and an ellipsis). */
function quoted(title: string): string {
  if (title === '') return '';
  const chars = Array.from(title);
  return ` “${chars.length > TITLE_MAX ? `${chars.slice(0, TITLE_MAX - 1).join('')}…` : title}”`;
}

/** As much of a comment as its notification quotes (what comment.created's excerpt carries). */
const EXCERPT_MAX = 200;

/**
 * The message of a notification, or null when its actor's account is gone (no card) or the comment
 * it quotes was deleted.
 */
export function composeMessage(spec: NotificationSpec, names: NotificationNames): string | null {
  const actor = names.users.get(spec.actorId);
  if (actor === undefined) return null;
  const item =
    (spec.gemId !== undefined ? names.gems.get(spec.gemId) : undefined) ??
    (spec.shelfId !== undefined ? names.shelves.get(spec.shelfId) : undefined) ??
    '';
  let tail = spec.text[1];
  if (spec.commentId !== undefined) {
    const comment = names.comments.get(spec.commentId);
    if (comment === undefined) return null;
    tail = `: ${comment.slice(0, EXCERPT_MAX)}`;
  }
  return `${actor}${spec.text[0]}${quoted(item)}${tail}`;
}

/** The spec of a comment's notification (the writer's, and again when the comment is edited). */
export const commentNotification = (c: {
  commentId: number;
  gemId: number;
  authorId: number;
  gemOwnerId: number;
}): NotificationSpec => ({
  userId: c.gemOwnerId,
  type: 'gem_commented',
  title: 'New comment',
  actorId: c.authorId,
  gemId: c.gemId,
  commentId: c.commentId,
  text: [' commented on your gem', ''],
});

/** What to tell whom about one of social's own events. */
function notificationFor(event: ConsumedEventOf<(typeof NOTIFICATION_SUBJECTS)[number]>): NotificationSpec {
  switch (event.type) {
    case EVENT.gemLiked: {
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
    case EVENT.collectionLiked: {
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
    case EVENT.commentCreated: {
      const e = event.data;
      return commentNotification({
        commentId: e.commentId,
        gemId: e.gemId,
        authorId: e.userId,
        gemOwnerId: e.gemOwnerId,
      });
    }
    case EVENT.userFollowed: {
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
    case EVENT.followRequested: {
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

/** Where an actor the user-card replica does not know yet is looked up, and written down. */
interface ActorSources {
  identityUrl: string;
  cards: Pick<UserCardsRepository, 'upsert'>;
}

/**
 * Turns social's own events into notifications for the person concerned: liked your gem or
 * collection, commented, followed you, asked to follow, accepted your request. Never for one's own
 * action or for an actor whose account is gone (identity's answer, not a late replica's); a
 * repeated like or follow by the same person does not notify twice. The waiting events of a
 * subject are written in one statement, with their processed-event marks in the same
 * transaction: one at a time, a busy durable (likes) fell behind as soon as the service's pool
 * was busy. One durable per subject: these subjects share no prefix
 * narrower than the whole stream, and notifications need no order across subjects.
 */
export const notificationsConsumer = (notifications: NotificationsRepository, actors: ActorSources) =>
  defineBatchConsumer<Transaction, (typeof NOTIFICATION_SUBJECTS)[number]>({
    durable: NOTIFICATIONS_DURABLE,
    subjects: NOTIFICATION_SUBJECTS,
    durablePerSubject: true,
    handle: async (events, tx) => {
      const specs = events.map((event) => ({
        eventId: event.id,
        occurredAt: event.occurredAt,
        spec: notificationFor(event),
      }));
      const names = await notifications.namesFor(tx, {
        users: specs.map(({ spec }) => spec.actorId),
        gems: specs.flatMap(({ spec }) => (spec.gemId !== undefined ? [spec.gemId] : [])),
        shelves: specs.flatMap(({ spec }) => (spec.shelfId !== undefined ? [spec.shelfId] : [])),
        comments: specs.flatMap(({ spec }) => (spec.commentId !== undefined ? [spec.commentId] : [])),
      });
      await fillLateActors(
        tx,
        actors,
        names.users,
        specs.map(({ spec }) => spec.actorId),
      );
      const rows = specs.flatMap(({ eventId, occurredAt, spec }): NewNotification[] => {
        const message = composeMessage(spec, names);
        if (message === null) return [];
        const { text: _text, ...fields } = spec;
        return [{ eventId, occurredAt, ...fields, message }];
      });
      await notifications.createMany(tx, rows);
    },
  });

/**
 * Actors the user-card replica does not know yet — signed up a moment ago, their user.registered
 * still on its way (NATS was down, or social restarted with a backlog) — are asked of identity,
 * and their card written to the replica in this transaction: a like from someone who exists is
 * never dropped because a replica is late. Only identity's "no such user" leaves an actor out;
 * when identity cannot answer, the batch fails and is delivered again.
 */
async function fillLateActors(
  tx: Transaction,
  actors: ActorSources,
  known: Map<number, string>,
  actorIds: number[],
): Promise<void> {
  const read = userReadThrough({
    identityUrl: actors.identityUrl,
    local: async (id) => known.get(id) ?? null,
    remember: async (user) => {
      await actors.cards.upsert(tx, userCardOf(user));
      return user.username;
    },
  });
  for (const id of new Set(actorIds)) {
    const username = await read(id);
    if (username !== null) known.set(id, username);
  }
}
