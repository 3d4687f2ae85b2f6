import type { FollowResult } from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth';
import { useToast } from '../feedback/use-toast';
import { followState, followTookEffect } from './follow-state';
import {
  cancelFollowRequest,
  followRequestStatusRequest,
  sendFollowRequest,
  socialKeys,
  unfollowRequest,
} from './social-api';

/**
 * Follow, unfollow and cancel for one profile. Following always goes through
 * POST /api/follow-requests: the service follows a public profile at once and answers
 * "accepted", and a private one gets a pending request (one call whatever the profile's
 * setting, so a profile that just turned private is never followed by mistake).
 */
export function useFollow(userId: number, username: string) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const toast = useToast();
  const signedIn = user !== null && user.id !== userId;

  const status = useQuery({
    queryKey: socialKeys.requestStatus(userId),
    queryFn: () => followRequestStatusRequest(userId),
    enabled: signedIn,
  });

  const settle = (next: Pick<FollowResult, 'isFollowing' | 'hasPendingRequest'>) => {
    queryClient.setQueryData(socialKeys.requestStatus(userId), next);
    // Counts and lists on both profiles, and what the viewer may now see (followers-only gems).
    void queryClient.invalidateQueries({
      predicate: (query) => {
        const [root, kind, id, leaf] = query.queryKey;
        if (root === 'social' && kind === 'follow')
          return (id === userId || id === user?.id) && leaf !== 'request-status';
        return root === 'gems' || root === 'gem' || (root === 'users' && kind !== 'byName');
      },
    });
  };

  const follow = useMutation({
    mutationFn: () => sendFollowRequest(userId),
    onSuccess: (result) => {
      settle(result);
      if (followTookEffect(result.status)) toast.success('Following!', `You now follow ${username}.`);
      else toast.success('Follow request sent', `${username} will be asked to approve it.`);
    },
    onError: () => toast.error('Error', 'Failed to follow user'),
  });
  const unfollow = useMutation({
    mutationFn: () => unfollowRequest(userId),
    onSuccess: () => settle({ isFollowing: false, hasPendingRequest: false }),
    onError: () => toast.error('Error', 'Failed to unfollow user'),
  });
  const cancel = useMutation({
    mutationFn: () => cancelFollowRequest(userId),
    onSuccess: () => settle({ isFollowing: false, hasPendingRequest: false }),
    onError: () => toast.error('Error', 'Failed to update follow status'),
  });

  const state = followState({
    viewerId: user?.id ?? null,
    userId,
    isFollowing: status.data?.isFollowing,
    hasPendingRequest: status.data?.hasPendingRequest,
  });
  const busy = follow.isPending || unfollow.isPending || cancel.isPending;
  return { state, error: status.error, busy, follow, unfollow, cancel };
}
