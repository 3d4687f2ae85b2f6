import { EVENT } from '@gems/contracts';
import { defineBatchConsumer, type ConsumedEventOf } from '@gems/platform/events';
import type { Transaction } from '../db/unit-of-work.js';
import type { GemLikeChange, SocialReplicaRepository } from './social-replica.repository.js';

export const SOCIAL_EVENTS_DURABLE = 'curation-social';

const SUBJECTS = [
  EVENT.userFollowed,
  EVENT.userUnfollowed,
  EVENT.gemLiked,
  EVENT.gemUnliked,
  EVENT.collectionLiked,
  EVENT.collectionUnliked,
  EVENT.commentCreated,
  EVENT.commentDeleted,
] as const;
type SocialEvent = ConsumedEventOf<(typeof SUBJECTS)[number]>;

const when = (at: string) => {
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

/** Applies one event that is not a gem like or unlike. */
async function applyOne(replica: SocialReplicaRepository, event: SocialEvent, tx: Transaction) {
  switch (event.type) {
    case EVENT.userFollowed:
      return replica.follow(tx, event.data.followerId, event.data.followedId, when(event.data.at));
    case EVENT.userUnfollowed:
      return replica.unfollow(tx, event.data.followerId, event.data.followedId);
    case EVENT.collectionLiked:
      return replica.likeShelf(tx, event.data.collectionId, event.data.userId, when(event.data.at));
    case EVENT.collectionUnliked:
      return replica.unlikeShelf(tx, event.data.collectionId, event.data.userId);
    case EVENT.commentCreated:
      return replica.addComments(tx, event.data.gemId, 1);
    case EVENT.commentDeleted:
      return replica.addComments(tx, event.data.gemId, -1);
    case EVENT.gemLiked:
    case EVENT.gemUnliked:
      throw new Error('gem likes are applied together');
  }
}

/**
 * Keeps curation's replicas of social's follows, likes and comment counts. The events waiting are
 * applied in one transaction, each marked processed in it, so a redelivered event changes nothing
 * (likes and follows are also idempotent by their primary keys). The gem likes and unlikes of a
 * batch, nearly all of it under load, are one statement (applyGemLikes); the rest go one by one,
 * oldest first. They touch other rows than the gem likes (a comment count is its own column), so
 * only the order within each kind matters. A batch that fails is retried one event at a time.
 * A batch holding follows first waits for any other change of feed timelines to end (issue 33):
 * taken before any row lock of the batch, it keeps two replicas' batches from deadlocking.
 */
export const socialEventsConsumer = (replica: SocialReplicaRepository) =>
  defineBatchConsumer<Transaction, (typeof SUBJECTS)[number]>({
    durable: SOCIAL_EVENTS_DURABLE,
    subjects: SUBJECTS,
    handle: async (events, tx) => {
      if (events.some((e) => e.type === EVENT.userFollowed || e.type === EVENT.userUnfollowed))
        await replica.holdTimelineChanges(tx);
      const likes: GemLikeChange[] = [];
      for (const event of events) {
        if (event.type === EVENT.gemLiked || event.type === EVENT.gemUnliked) {
          const { gemId, userId, at } = event.data;
          likes.push({ gemId, userId, liked: event.type === EVENT.gemLiked, at: when(at) });
        } else {
          await applyOne(replica, event, tx);
        }
      }
      await replica.applyGemLikes(tx, likes);
    },
  });
