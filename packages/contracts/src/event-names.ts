/**
 * Every event's subject, named once. Producers and consumers import these (`EVENT.gemLiked`), so
 * an editor's find-references on one lists who emits it and who handles it; docs/events.md is the
 * same map, generated from those references and checked by a test.
 */
export const EVENT = {
  userRegistered: 'user.registered',
  userUpdated: 'user.updated',
  userDeleted: 'user.deleted',
  mailRequested: 'mail.requested',
  gemCreated: 'gem.created',
  gemUpdated: 'gem.updated',
  gemDeleted: 'gem.deleted',
  gemShared: 'gem.shared',
  collectionCreated: 'collection.created',
  collectionUpdated: 'collection.updated',
  collectionDeleted: 'collection.deleted',
  gemLiked: 'gem.liked',
  gemUnliked: 'gem.unliked',
  collectionLiked: 'collection.liked',
  collectionUnliked: 'collection.unliked',
  commentCreated: 'comment.created',
  commentDeleted: 'comment.deleted',
  userFollowed: 'user.followed',
  userUnfollowed: 'user.unfollowed',
  followRequested: 'follow.requested',
  scrapeCompleted: 'scrape.completed',
  scrapeFailed: 'scrape.failed',
  usageCounted: 'usage.counted',
  adminActionRecorded: 'admin.action.recorded',
  /** Issue 29 §4: an owner's newly broken links, once a week. */
  gemLinksBroken: 'gem.links-broken',
} as const;
