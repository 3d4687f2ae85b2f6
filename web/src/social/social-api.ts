import { z } from 'zod';
import { api } from '../api/client';

/**
 * The social service's calls (spec 01 §7 and spec 02 §7 call tables). Answers are parsed
 * leniently: the fields the spec names are required, anything else is optional, so a richer
 * answer never breaks a screen.
 */

export type LikeTarget = 'gem' | 'collection';
const base = (target: LikeTarget, id: number) => `/api/${target === 'gem' ? 'gems' : 'collections'}/${id}`;

/** A user as the social lists show one (followers, comment authors, request senders). */
export const zUserCard = z.object({
  id: z.number(),
  username: z.string().nullable().optional(),
  profileImageUrl: z.string().nullable().optional(),
  firstName: z.string().nullable().optional(),
  lastName: z.string().nullable().optional(),
  bio: z.string().nullable().optional(),
  isPublic: z.boolean().optional(),
});
export type UserCard = z.infer<typeof zUserCard>;

/** The answer to a like or unlike; the service may or may not send the new count. */
const zLikeAnswer = z
  .object({ count: z.number().optional(), likeCount: z.number().optional(), isLiked: z.boolean().optional() })
  .loose();
export type LikeAnswer = z.infer<typeof zLikeAnswer>;

export const likeRequest = (target: LikeTarget, id: number, like: boolean) =>
  like
    ? api.post(`${base(target, id)}/like`, undefined, { schema: zLikeAnswer })
    : api.delete(`${base(target, id)}/like`, { schema: zLikeAnswer });

export const likeStatusRequest = (target: LikeTarget, id: number) =>
  api.get(`${base(target, id)}/liked`, { schema: z.object({ isLiked: z.boolean() }) });

export const likeCountRequest = (target: LikeTarget, id: number) =>
  api.get(`${base(target, id)}/like-count`, { schema: z.object({ count: z.number() }) });

/** A comment with its author's card (decision: username and avatar instead of "User {id}"). */
export const zComment = z.object({
  id: z.number(),
  gemId: z.number(),
  userId: z.number(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable().optional(),
  author: zUserCard.nullable().optional(),
  user: zUserCard.nullable().optional(),
  username: z.string().nullable().optional(),
  profileImageUrl: z.string().nullable().optional(),
});
export type Comment = z.infer<typeof zComment>;

/** The author's card however the service nests it. */
export function commentAuthor(comment: Comment): UserCard {
  const nested = comment.author ?? comment.user;
  if (nested) return nested;
  return {
    id: comment.userId,
    username: comment.username ?? null,
    profileImageUrl: comment.profileImageUrl ?? null,
  };
}

export const commentsRequest = (gemId: number) =>
  api.get(`/api/gems/${gemId}/comments`, { schema: z.array(zComment) });

export const addCommentRequest = (input: { gemId: number; userId: number; content: string }) =>
  api.post('/api/comments', input, { schema: zComment });

export const editCommentRequest = (id: number, content: string) =>
  api.put(`/api/comments/${id}`, { content }, { schema: zComment.partial().loose() });

export const deleteCommentRequest = (id: number) => api.delete(`/api/comments/${id}`);

// Follows (spec 02 §7).
export const isFollowingRequest = (userId: number) =>
  api.get(`/api/users/${userId}/is-following`, { schema: z.object({ isFollowing: z.boolean() }) });

export const followRequestStatusRequest = (userId: number) =>
  api.get(`/api/users/${userId}/follow-request-status`, {
    schema: z.object({ hasPendingRequest: z.boolean() }).loose(),
  });

export const followRequest = (followedId: number) =>
  api.post('/api/follows', { followedId }, { schema: z.object({}).loose() });

/** Spec 02 §4: "accepted" means the follow took effect; any other status means a request was sent. */
export const sendFollowRequest = (toUserId: number) =>
  api.post('/api/follow-requests', { toUserId }, { schema: z.object({ status: z.string() }).loose() });

export const unfollowRequest = (userId: number) => api.delete(`/api/follows/${userId}`);

export const cancelFollowRequest = (userId: number) => api.delete(`/api/follow-requests/${userId}`);

const zUserList = z.array(zUserCard);
export const followersRequest = (userId: number) =>
  api.get(`/api/users/${userId}/followers`, { schema: zUserList });
export const followingRequest = (userId: number) =>
  api.get(`/api/users/${userId}/following`, { schema: zUserList });

/** React Query keys; every key starts with 'social' so a mutation can invalidate by prefix. */
export const socialKeys = {
  all: ['social'] as const,
  comments: (gemId: number) => ['social', 'comments', gemId] as const,
  follow: (userId: number) => ['social', 'follow', userId] as const,
  isFollowing: (userId: number) => ['social', 'follow', userId, 'is-following'] as const,
  requestStatus: (userId: number) => ['social', 'follow', userId, 'request-status'] as const,
  followers: (userId: number) => ['social', 'follow', userId, 'followers'] as const,
  following: (userId: number) => ['social', 'follow', userId, 'following'] as const,
  requests: ['social', 'follow-requests'] as const,
  likedGems: (userId: number) => ['social', 'liked-gems', userId] as const,
};
