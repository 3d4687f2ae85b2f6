/** What the follow button shows for a viewer and a profile (spec 02 §4). */
export type FollowState = 'self' | 'visitor' | 'loading' | 'following' | 'requested' | 'none';

export function followState(input: {
  viewerId: number | null;
  userId: number;
  isFollowing?: boolean;
  hasPendingRequest?: boolean;
}): FollowState {
  if (input.viewerId === null) return 'visitor';
  if (input.viewerId === input.userId) return 'self';
  if (input.isFollowing === undefined) return 'loading';
  if (input.isFollowing) return 'following';
  return input.hasPendingRequest ? 'requested' : 'none';
}

/** Spec 02 §4: "accepted" means the follow took effect; any other status means a request was sent. */
export const followTookEffect = (status: string) => status.toLowerCase() === 'accepted';
