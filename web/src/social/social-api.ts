import { NEXT_CURSOR_HEADER, type GemComment } from '@gems/contracts';
import { call, exchange } from '../api/operations';

/** The social service's calls (spec 01 §7 and spec 02 §7 call tables), shapes from @gems/contracts. */

export type LikeTarget = 'gem' | 'collection';

export const likeRequest = (target: LikeTarget, id: number, like: boolean) => {
  const input = { params: { id } };
  if (target === 'gem') return like ? call('postGemsIdLike', input) : call('deleteGemsIdLike', input);
  return like ? call('postCollectionsIdLike', input) : call('deleteCollectionsIdLike', input);
};

export type Comment = GemComment;

/** The author's card; an account that is gone reads "User {id}" as spec 01 shows it. */
export const commentAuthorName = (comment: Comment) => comment.author?.username ?? `User ${comment.userId}`;

interface CommentPage {
  items: Comment[];
  nextCursor: string | null;
}

/** One page of a gem's comments, oldest first; the next page's cursor is in X-Next-Cursor. */
export async function commentsPageRequest(gemId: number, cursor: string | null, signal?: AbortSignal) {
  const { data, headers } = await exchange(
    'getGemsIdComments',
    { params: { id: gemId }, query: { limit: 50, cursor: cursor ?? undefined } },
    { signal },
  );
  return { items: data, nextCursor: headers.get(NEXT_CURSOR_HEADER) || null } satisfies CommentPage;
}

export const addCommentRequest = (input: { gemId: number; userId: number; content: string }) =>
  call('postComments', { body: input });

export const editCommentRequest = (id: number, content: string) =>
  call('putCommentsId', { params: { id }, body: { content } });

export const deleteCommentRequest = (id: number) => call('deleteCommentsId', { params: { id } });

// Follows (spec 02 §7).
export const followRequestStatusRequest = (userId: number) =>
  call('getUsersIdFollowRequestStatus', { params: { id: userId } });

/** Spec 02 §4: "accepted" means the follow took effect; "pending" means a request was sent. */
export const sendFollowRequest = (toUserId: number) => call('postFollowRequests', { body: { toUserId } });

export const unfollowRequest = (userId: number) => call('deleteFollowsUserId', { params: { userId } });

export const cancelFollowRequest = (userId: number) =>
  call('deleteFollowRequestsUserId', { params: { userId } });

export const followersRequest = (userId: number) =>
  call('getUsersIdFollowers', { params: { id: userId }, query: { limit: 100 } });
export const followingRequest = (userId: number) =>
  call('getUsersIdFollowing', { params: { id: userId }, query: { limit: 100 } });
export const followCountsRequest = (userId: number) =>
  call('getUsersIdFollowCounts', { params: { id: userId } });

/** Requests waiting for the signed-in user (the profile owner). */
export const incomingRequestsRequest = () => call('getFollowRequests', { query: { limit: 100 } });

export const decideRequest = (fromUserId: number, decision: 'accept' | 'decline') =>
  decision === 'accept'
    ? call('postFollowRequestsUserIdAccept', { params: { userId: fromUserId } })
    : call('postFollowRequestsUserIdDecline', { params: { userId: fromUserId } });

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
