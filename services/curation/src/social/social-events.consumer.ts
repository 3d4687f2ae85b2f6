import {
  zCollectionLikedV1,
  zCommentCreatedV1,
  zCommentDeletedV1,
  zGemLikedV1,
  zUserFollowedV1,
  zUserUnfollowedV1,
  type Envelope,
} from '@gems/contracts';
import { consumeBatch, markProcessed, type EventBus, type Subscription } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import type { Tx } from '../db/prisma.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import type { SocialReplicaRepository } from './social-replica.repository.js';

export const SOCIAL_EVENTS_DURABLE = 'curation-social';

const SUBJECTS = [
  'user.followed',
  'user.unfollowed',
  'gem.liked',
  'gem.unliked',
  'collection.liked',
  'collection.unliked',
  'comment.created',
  'comment.deleted',
] as const;

/**
 * Keeps curation's replicas of social's follows, likes and comment counts. The events waiting are
 * applied oldest first in one transaction (at 200 likes a second one transaction each kept this
 * durable a third of a core busy); each effect commits with its processed-event mark, so a
 * redelivered event changes nothing; likes and follows are also idempotent by their primary keys.
 * A batch that fails is retried one event at a time.
 */
export function consumeSocialEvents(
  deps: SocialHandlerDeps & { bus: EventBus; logger: Logger },
): Promise<Subscription> {
  return consumeBatch(deps.bus, {
    durable: SOCIAL_EVENTS_DURABLE,
    subjects: [...SUBJECTS],
    logger: deps.logger,
    handle: socialEventsHandler(deps),
  });
}

export interface SocialHandlerDeps {
  schema: string;
  inTransaction: UnitOfWork;
  replica: SocialReplicaRepository;
}

/** What one delivery of these events does, in one transaction. */
export const socialEventsHandler =
  ({ schema, inTransaction, replica }: SocialHandlerDeps) =>
  (envelopes: Envelope[]): Promise<void> =>
    inTransaction(async (tx) => {
      for (const envelope of envelopes) {
        if (await markProcessed(tx, schema, SOCIAL_EVENTS_DURABLE, envelope.id))
          await apply(replica, tx, envelope);
      }
    });

/** One event alone (tests deliver an event twice with it). */
export const socialEventHandler = (deps: SocialHandlerDeps) => {
  const handle = socialEventsHandler(deps);
  return (envelope: Envelope): Promise<void> => handle([envelope]);
};

const when = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

async function apply(replica: SocialReplicaRepository, tx: Tx, envelope: Envelope): Promise<void> {
  switch (envelope.type) {
    case 'user.followed': {
      const e = zUserFollowedV1.parse(envelope.data);
      return replica.follow(tx, e.followerId, e.followedId, when(e.at));
    }
    case 'user.unfollowed': {
      const e = zUserUnfollowedV1.parse(envelope.data);
      return replica.unfollow(tx, e.followerId, e.followedId);
    }
    case 'gem.liked': {
      const e = zGemLikedV1.parse(envelope.data);
      return replica.likeGem(tx, e.gemId, e.userId, when(e.at));
    }
    case 'gem.unliked': {
      const e = zGemLikedV1.parse(envelope.data);
      return replica.unlikeGem(tx, e.gemId, e.userId);
    }
    case 'collection.liked': {
      const e = zCollectionLikedV1.parse(envelope.data);
      return replica.likeShelf(tx, e.collectionId, e.userId, when(e.at));
    }
    case 'collection.unliked': {
      const e = zCollectionLikedV1.parse(envelope.data);
      return replica.unlikeShelf(tx, e.collectionId, e.userId);
    }
    case 'comment.created':
      return replica.addComments(tx, zCommentCreatedV1.parse(envelope.data).gemId, 1);
    case 'comment.deleted':
      return replica.addComments(tx, zCommentDeletedV1.parse(envelope.data).gemId, -1);
    default:
      return; // another subject of a shared durable: nothing to do
  }
}
