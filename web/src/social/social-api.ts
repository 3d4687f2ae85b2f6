import {
  NEXT_CURSOR_HEADER,
  type Connection,
  type FollowCounts,
  type FollowRequest,
  type FollowRequestDecision,
  type FollowRequestStatus,
  type FollowResult,
  type GemComment,
  type LikeResult,
} from '@gems/contracts';
import { api, apiExchange } from '../api/client';

/** The social service's calls (spec 01 §7 and spec 02 §7 call tables), shapes from @gems/contracts. */

export type LikeTarget = 'gem' | 'collection';
const base = (target: LikeTarget, id: number) => `/api/${target === 'gem' ? 'gems' : 'collections'}/${id}`;

export const likeRequest = (target: LikeTarget, id: number, like: boolean) =>
  like
    ? api.post<LikeResult>(`${base(target, id)}/like`, undefined)
    : api.delete<LikeResult>(`${base(target, id)}/like`);

export type Comment = GemComment;

/** The author's card; an account that is gone reads "User {id}" as spec 01 shows it. */
export const commentAuthorName = (comment: Comment) => comment.author?.username ?? `User ${comment.userId}`;

interface CommentPage {
  items: Comment[];
  nextCursor: string | null;
}

/** One page of a gem's comments, oldest first; the next page's cursor is in X-Next-Cursor. */
export async function commentsPageRequest(gemId: number, cursor: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ limit: '50' });
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiExchange<Comment[]>('GET', `/api/gems/${gemId}/comments?${query}`, {
    signal,
  });
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null } satisfies CommentPage;
}

export const addCommentRequest = (input: { gemId: number; userId: number; content: string }) =>
  api.post<Comment>('/api/comments', input);

export const editCommentRequest = (id: number, content: string) =>
  api.put<Comment>(`/api/comments/${id}`, { content });

export const deleteCommentRequest = (id: number) => api.delete(`/api/comments/${id}`);

// Follows (spec 02 §7).
export const followRequestStatusRequest = (userId: number) =>
  api.get<FollowRequestStatus>(`/api/users/${userId}/follow-request-status`);

/** Spec 02 §4: "accepted" means the follow took effect; "pending" means a request was sent. */
export const sendFollowRequest = (toUserId: number) =>
  api.post<FollowResult>('/api/follow-requests', { toUserId });

export const unfollowRequest = (userId: number) => api.delete(`/api/follows/${userId}`);

export const cancelFollowRequest = (userId: number) => api.delete(`/api/follow-requests/${userId}`);

export const followersRequest = (userId: number) =>
  api.get<Connection[]>(`/api/users/${userId}/followers?limit=100`);
export const followingRequest = (userId: number) =>
  api.get<Connection[]>(`/api/users/${userId}/following?limit=100`);
export const followCountsRequest = (userId: number) =>
  api.get<FollowCounts>(`/api/users/${userId}/follow-counts`);

/** Requests waiting for the signed-in user (the profile owner). */
export const incomingRequestsRequest = () => api.get<FollowRequest[]>('/api/follow-requests?limit=100');

export const decideRequest = (fromUserId: number, decision: 'accept' | 'decline') =>
  api.post<FollowRequestDecision>(`/api/follow-requests/${fromUserId}/${decision}`, undefined);

/** React Query keys; every key starts with 'social' so a mutation can invalidate by prefix. */
export const socialKeys = {
  all: ['social'] as const,
  comments: (gemId: number) => ['social', 'comments', gemId] as const,
  follow: (userId: number) => ['social', 'follow', userId] as const,
  requestStatus: (userId: number) => ['social', 'follow', userId, 'request-status'] as const,
  counts: (userId: number) => ['social', 'follow', userId, 'counts'] as const,
  followers: (userId: number) => ['social', 'follow', userId, 'followers'] as const,
  following: (userId: number) => ['social', 'follow', userId, 'following'] as const,
  requests: ['social', 'follow-requests'] as const,
  likedGems: (userId: number) => ['social', 'liked-gems', userId] as const,
};
