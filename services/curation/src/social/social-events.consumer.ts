import { defineConsumer } from '@gems/platform/events';
import type { Transaction } from '../db/unit-of-work.js';
import type { SocialReplicaRepository } from './social-replica.repository.js';

export const SOCIAL_EVENTS_DURABLE = 'curation-social';

const when = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

/**
 * Keeps curation's replicas of social's follows, likes and comment counts. The events waiting are
 * applied oldest first in one transaction (at 200 likes a second one transaction each kept this
 * durable a third of a core busy); each is marked processed in it, so a redelivered event changes
 * nothing; likes and follows are also idempotent by their primary keys. A batch that fails is
 * retried one event at a time.
 */
export const socialEventsConsumer = (replica: SocialReplicaRepository) =>
  defineConsumer<Transaction>({
    durable: SOCIAL_EVENTS_DURABLE,
    batch: true,
    handlers: {
      'user.followed': ({ data }, tx) => replica.follow(tx, data.followerId, data.followedId, when(data.at)),
      'user.unfollowed': ({ data }, tx) => replica.unfollow(tx, data.followerId, data.followedId),
      'gem.liked': ({ data }, tx) => replica.likeGem(tx, data.gemId, data.userId, when(data.at)),
      'gem.unliked': ({ data }, tx) => replica.unlikeGem(tx, data.gemId, data.userId),
      'collection.liked': ({ data }, tx) =>
        replica.likeShelf(tx, data.collectionId, data.userId, when(data.at)),
      'collection.unliked': ({ data }, tx) => replica.unlikeShelf(tx, data.collectionId, data.userId),
      'comment.created': ({ data }, tx) => replica.addComments(tx, data.gemId, 1),
      'comment.deleted': ({ data }, tx) => replica.addComments(tx, data.gemId, -1),
    },
  });
