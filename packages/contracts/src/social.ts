import { z } from 'zod';
import { zId } from './common.js';
import { COMMENT_MAX, COMMENT_REQUIRED, COMMENT_TOO_LONG, noNul } from './shared-values.js';

const zCommentContent = z
  .string({ message: COMMENT_REQUIRED })
  .trim()
  .min(1, COMMENT_REQUIRED)
  .max(COMMENT_MAX, COMMENT_TOO_LONG)
  .refine(noNul, 'Comment contains an invalid character');

const zBodyId = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .positive(`${name} must be positive`)
    .max(2_147_483_647, `${name} is out of range`);

/** POST /api/comments. `userId` is what the SPA sends; the author is always the signed-in user. */
export const zCreateComment = z.object({
  gemId: zBodyId('gemId'),
  content: zCommentContent,
  userId: z.unknown().optional(),
});
export type CreateComment = z.infer<typeof zCreateComment>;

/** PUT /api/comments/{id} */
export const zUpdateComment = z.object({ content: zCommentContent });

/** POST /api/follows: spec 02 §7 shows `followedId`, another screen sends `followingId`. */
export const zFollowBody = z
  .object({ followedId: zBodyId('followedId').optional(), followingId: zBodyId('followingId').optional() })
  .refine((b) => b.followedId !== undefined || b.followingId !== undefined, {
    message: 'followedId is required',
    path: ['followedId'],
  })
  .transform((b) => ({ followedId: (b.followedId ?? b.followingId) as number }));

/** POST /api/follow-requests */
export const zFollowRequestBody = z.object({ toUserId: zBodyId('toUserId') });

/** Paged social lists: `limit` and an opaque `cursor` (the next one is in X-Next-Cursor). */
export const zSocialListQuery = z.object({
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(100, 'limit must be at most 100')
    .default(50),
  cursor: z.string().max(200).optional(),
});
export type SocialListQuery = z.infer<typeof zSocialListQuery>;

/** A user as social lists show them: comment authors, followers, notification actors. */
const zUserCardRef = z.object({
  id: z.number().int(),
  username: z.string(),
  profileImageUrl: z.string().nullable(),
});
export type UserCardRef = z.infer<typeof zUserCardRef>;

/** GET /api/gems/{id}/liked, /api/collections/{id}/liked @public (documents the API) */
export const zLikeStatus = z.object({ isLiked: z.boolean() });
/** GET /api/gems/{id}/like-count, /api/collections/{id}/like-count @public (documents the API) */
export const zLikeCount = z.object({ count: z.number().int().nonnegative() });
/** POST and DELETE /api/gems/{id}/like (and collections): the state after the call. */
export const zLikeResult = z.object({ isLiked: z.boolean(), count: z.number().int().nonnegative() });
export type LikeResult = z.infer<typeof zLikeResult>;

/** One comment (GET /api/gems/{id}/comments lists these, oldest first). */
export const zGemComment = z.object({
  id: z.number().int(),
  gemId: z.number().int(),
  userId: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The author's name and avatar (spec 01 shows "User {id}"; we show who wrote it). */
  author: zUserCardRef.nullable(),
});
export type GemComment = z.infer<typeof zGemComment>;

const FOLLOW_STATUSES = ['accepted', 'pending'] as const;
/**
 * POST /api/follows and POST /api/follow-requests: `accepted` only when the follow took effect
 * (a public profile, or an already accepted follow); `pending` means a request waits for the owner.
 */
export const zFollowResult = z.object({
  status: z.enum(FOLLOW_STATUSES),
  isFollowing: z.boolean(),
  hasPendingRequest: z.boolean(),
});
export type FollowResult = z.infer<typeof zFollowResult>;

/** GET /api/users/{id}/is-following @public (documents the API) */
export const zIsFollowing = z.object({ isFollowing: z.boolean() });
/** GET /api/users/{id}/follow-request-status: the viewer's request to that user. */
export const zFollowRequestStatus = z.object({
  hasPendingRequest: z.boolean(),
  isFollowing: z.boolean(),
});
/** GET /api/users/{id}/follow-counts */
export const zFollowCounts = z.object({
  followers: z.number().int().nonnegative(),
  following: z.number().int().nonnegative(),
});

/** GET /api/users/{id}/followers and /following: newest first. */
export const zConnection = zUserCardRef.extend({ followedAt: z.string() });
export type Connection = z.infer<typeof zConnection>;

/** GET /api/follow-requests: requests waiting for the signed-in user, newest first. */
export const zFollowRequest = z.object({
  id: z.number().int(),
  fromUserId: z.number().int(),
  toUserId: z.number().int(),
  status: z.literal('pending'),
  createdAt: z.string(),
  fromUser: zUserCardRef.nullable(),
});
export type FollowRequest = z.infer<typeof zFollowRequest>;

/** POST /api/follow-requests/{userId}/accept and /decline */
export const zFollowRequestDecision = z.object({ status: z.enum(['accepted', 'declined']) });

const NOTIFICATION_TYPES = [
  'gem_liked',
  'collection_liked',
  'gem_commented',
  'user_followed',
  'follow_requested',
  'follow_accepted',
  /** The weekly notice of newly broken links (issue 29 §4): no actor. */
  'links_broken',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** GET /api/notifications: the signed-in user's, newest first. */
export const zNotification = z.object({
  id: z.number().int(),
  type: z.enum(NOTIFICATION_TYPES),
  title: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  relatedUserId: z.number().int().nullable(),
  relatedGemId: z.number().int().nullable(),
  relatedShelfId: z.number().int().nullable(),
  /** Who did it, with name and avatar; null when that account is gone. */
  actor: zUserCardRef.nullable(),
});
export type UserNotification = z.infer<typeof zNotification>;

/** GET /api/notifications/count: unread notifications. */
export const zNotificationCount = z.object({ count: z.number().int().nonnegative() });

/** /api/follows/{userId} and /api/follow-requests/{userId}… */
export const zUserIdParams = z.object({ userId: zId });
/** DELETE /api/follows/{userId} and /api/users/{id}/follow */
export const zUnfollowResult = z.object({ isFollowing: z.literal(false) });
/** DELETE /api/follow-requests/{userId} */
export const zCancelRequestResult = z.object({ hasPendingRequest: z.literal(false) });
