import { EVENT } from '@gems/contracts';
import type { Emit } from '@gems/platform/db/unit-of-work';

const now = () => new Date().toISOString();

/**
 * The facts social publishes (packages/contracts/src/social-events.ts), written to the outbox.
 * Likes write theirs in the like's own statement (likes.repository.ts).
 */
export const socialEvents = {
  gemUnliked: (emit: Emit, gemId: number, userId: number, ownerId: number) =>
    emit(EVENT.gemUnliked, { gemId, userId, ownerId, at: now() }),
  collectionUnliked: (emit: Emit, collectionId: number, userId: number, ownerId: number) =>
    emit(EVENT.collectionUnliked, { collectionId, userId, ownerId, at: now() }),
  commentCreated: (
    emit: Emit,
    c: { id: number; gemId: number; userId: number; content: string; createdAt: Date },
    gemOwnerId: number,
  ) =>
    emit(EVENT.commentCreated, {
      commentId: c.id,
      gemId: c.gemId,
      userId: c.userId,
      gemOwnerId,
      excerpt: c.content.slice(0, 200),
      createdAt: c.createdAt.toISOString(),
    }),
  commentDeleted: (emit: Emit, c: { id: number; gemId: number; userId: number }) =>
    emit(EVENT.commentDeleted, { commentId: c.id, gemId: c.gemId, userId: c.userId }),
  userFollowed: (emit: Emit, followerId: number, followedId: number, viaRequest: boolean) =>
    emit(EVENT.userFollowed, { followerId, followedId, viaRequest, at: now() }),
  userUnfollowed: (emit: Emit, followerId: number, followedId: number) =>
    emit(EVENT.userUnfollowed, { followerId, followedId, at: now() }),
  followRequested: (emit: Emit, requestId: number, fromUserId: number, toUserId: number) =>
    emit(EVENT.followRequested, { requestId, fromUserId, toUserId, at: now() }),
};
