import { z } from 'zod';
import { EVENT } from './event-names.js';

const zUserId = z.number().int();

/** `userId` liked (or unliked) the gem `gemId` owned by `ownerId`. */
const zGemLikedV1 = z.object({
  gemId: z.number().int(),
  userId: zUserId,
  ownerId: zUserId,
  at: z.string(),
});
const zGemUnlikedV1 = zGemLikedV1;
const zCollectionLikedV1 = z.object({
  collectionId: z.number().int(),
  userId: zUserId,
  ownerId: zUserId,
  at: z.string(),
});
const zCollectionUnlikedV1 = zCollectionLikedV1;
const zCommentCreatedV1 = z.object({
  commentId: z.number().int(),
  gemId: z.number().int(),
  /** The author. */
  userId: zUserId,
  /** The gem's owner, who is notified. */
  gemOwnerId: zUserId,
  /** The first 200 characters, for the notification's preview. */
  excerpt: z.string(),
  createdAt: z.string(),
});
const zCommentDeletedV1 = z.object({
  commentId: z.number().int(),
  gemId: z.number().int(),
  userId: zUserId,
});
/**
 * The follow took effect: at once for a public profile, or when the followed user accepted a
 * request (`viaRequest`), which is what the "accepted your request" notification is made from.
 */
const zUserFollowedV1 = z.object({
  followerId: zUserId,
  followedId: zUserId,
  viaRequest: z.boolean(),
  at: z.string(),
});
const zUserUnfollowedV1 = z.object({ followerId: zUserId, followedId: zUserId, at: z.string() });
const zFollowRequestedV1 = z.object({
  requestId: z.number().int(),
  fromUserId: zUserId,
  toUserId: zUserId,
  at: z.string(),
});

/** The facts social publishes about likes, comments and follows. */
export const SOCIAL_EVENTS = {
  [EVENT.gemLiked]: { version: 1, schema: zGemLikedV1 },
  [EVENT.gemUnliked]: { version: 1, schema: zGemUnlikedV1 },
  [EVENT.collectionLiked]: { version: 1, schema: zCollectionLikedV1 },
  [EVENT.collectionUnliked]: { version: 1, schema: zCollectionUnlikedV1 },
  [EVENT.commentCreated]: { version: 1, schema: zCommentCreatedV1 },
  [EVENT.commentDeleted]: { version: 1, schema: zCommentDeletedV1 },
  [EVENT.userFollowed]: { version: 1, schema: zUserFollowedV1 },
  [EVENT.userUnfollowed]: { version: 1, schema: zUserUnfollowedV1 },
  [EVENT.followRequested]: { version: 1, schema: zFollowRequestedV1 },
} as const;
