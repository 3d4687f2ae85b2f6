import type { Emit } from '@gems/platform/db/unit-of-work';
import type { Transaction } from '../db/unit-of-work.js';
import { socialEvents } from '../events/social-events.js';
import type { CommentsRepository } from '../comments/comments.repository.js';
import type { FollowsRepository } from '../follows/follows.repository.js';
import type { LikesRepository } from '../likes/likes.repository.js';
import type { NotificationsRepository } from '../notifications/notifications.repository.js';
import type { RefsRepository } from '../replicas/refs.repository.js';
import type { UserCardsRepository } from './user-cards.repository.js';

/** What UserDataRemover is built from. */
export interface UserDataRemoverDeps {
  follows: FollowsRepository;
  likes: LikesRepository;
  comments: CommentsRepository;
  notifications: NotificationsRepository;
  refs: RefsRepository;
  cards: UserCardsRepository;
}

/**
 * Everything social holds about a deleted user, removed in the caller's transaction: follows both
 * ways, requests, likes, comments, notifications (theirs and the ones they caused), the replicas
 * of their gems and collections (with the likes and comments on them) and their card. Likes,
 * comments and follows on other people's things end with events, so counts elsewhere follow.
 */
export class UserDataRemover {
  constructor(private readonly deps: UserDataRemoverDeps) {}

  async remove(tx: Transaction, emit: Emit, userId: number): Promise<void> {
    const ended = await this.deps.follows.removeUser(tx, userId);
    const liked = await this.deps.likes.removeUser(tx, userId);
    const comments = await this.deps.comments.removeUser(tx, userId);
    await this.deps.notifications.removeUser(tx, userId);
    await this.deps.refs.deleteOwnedBy(tx, userId);
    await this.deps.cards.delete(tx, userId);
    for (const f of ended) socialEvents.userUnfollowed(emit, f.followerId, f.followedId);
    for (const g of liked.gems.filter((g) => g.ownerId !== userId))
      socialEvents.gemUnliked(emit, g.id, userId, g.ownerId);
    for (const c of liked.collections.filter((c) => c.ownerId !== userId))
      socialEvents.collectionUnliked(emit, c.id, userId, c.ownerId);
    for (const c of comments.filter((c) => c.gem.ownerId !== userId)) socialEvents.commentDeleted(emit, c);
  }
}
