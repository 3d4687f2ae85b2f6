import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth';
import { useToast } from '../feedback/use-toast';
import { followState, followTookEffect } from './follow-state';
import {
  cancelFollowRequest,
  followRequestStatusRequest,
  isFollowingRequest,
  sendFollowRequest,
  socialKeys,
  unfollowRequest,
} from './social-api';

/**
 * Follow, unfollow and cancel for one profile. Following always goes through
 * POST /api/follow-requests: the service follows a public profile at once and answers
 * "accepted", and a private one gets a pending request (decision: one call whatever the
 * profile's setting, so a profile that just turned private is never followed by mistake).
 */
export function useFollow(userId: number, username: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const signedIn = user !== null && user.id !== userId;

  const isFollowing = useQuery({
    queryKey: socialKeys.isFollowing(userId),
    queryFn: () => isFollowingRequest(userId),
    enabled: signedIn,
  });
  const pending = useQuery({
    queryKey: socialKeys.requestStatus(userId),
    queryFn: () => followRequestStatusRequest(userId),
    enabled: signedIn && isFollowing.data?.isFollowing === false,
  });

  const settle = (following: boolean, requested: boolean) => {
    queryClient.setQueryData(socialKeys.isFollowing(userId), { isFollowing: following });
    queryClient.setQueryData(socialKeys.requestStatus(userId), { hasPendingRequest: requested });
    // Counts and lists on both profiles, and what the viewer may now see (followers-only gems).
    void queryClient.invalidateQueries({
      predicate: (query) => {
        const [root, kind, id, leaf] = query.queryKey;
        if (root === 'social' && kind === 'follow' && (id === userId || id === user?.id))
          return leaf !== 'is-following' && leaf !== 'request-status';
        return root === 'gems' || root === 'gem' || (root === 'users' && kind !== 'byName');
      },
    });
  };

  const follow = useMutation({
    mutationFn: () => sendFollowRequest(userId),
    onSuccess: ({ status }) => {
      const took = followTookEffect(status);
      settle(took, !took);
      if (took) toast.success('Following!', `You now follow ${username}.`);
      else toast.success('Follow request sent', `${username} will be asked to approve it.`);
    },
    onError: () => toast.error('Error', 'Failed to follow user'),
  });
  const unfollow = useMutation({
    mutationFn: () => unfollowRequest(userId),
    onSuccess: () => settle(false, false),
    onError: () => toast.error('Error', 'Failed to unfollow user'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelFollowRequest(userId),
    onSuccess: () => settle(false, false),
    onError: () => toast.error('Error', 'Failed to update follow status'),
  });

  const state = followState({
    viewerId: user?.id ?? null,
    userId,
    isFollowing: isFollowing.data?.isFollowing,
    hasPendingRequest: isFollowing.data?.isFollowing === false ? pending.data?.hasPendingRequest : false,
  });
  const error = isFollowing.error ?? pending.error;
  const busy = follow.isPending || unfollow.isPending || cancel.isPending;
  return { state, error, busy, follow, unfollow, cancel };
}
