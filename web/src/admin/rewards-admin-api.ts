import type { PointAdjustment, UpdatePointRule } from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { call } from '../api/operations';
import { useToast } from '../feedback/use-toast';

const adminRewardsKeys = { all: ['admin', 'rewards'] as const };
const key = (...parts: string[]) => [...adminRewardsKeys.all, ...parts];

export const useAnalytics = () =>
  useQuery({
    queryKey: key('analytics'),
    queryFn: () => call('getAdminRewardsAnalytics'),
  });
export const useAdminRules = () =>
  useQuery({
    queryKey: key('rules'),
    queryFn: () => call('getAdminRewardsRules'),
  });
export const useFlagged = () =>
  useQuery({
    queryKey: key('flagged'),
    queryFn: () => call('getAdminRewardsFlagged'),
  });
export const usePreview = () =>
  useQuery({
    queryKey: key('preview'),
    queryFn: () => call('getAdminRewardsDistributionsPreview'),
  });
export const useDistributions = () =>
  useQuery({
    queryKey: key('distributions'),
    queryFn: () => call('getAdminRewardsDistributions'),
  });

/** A user's points for an adjustment's confirmation; read when the confirmation opens. */
export const useUserBalance = (userId: number | null) =>
  useQuery({
    queryKey: key('user-balance', String(userId)),
    queryFn: () => call('getAdminRewardsUsersIdBalance', { params: { id: userId! } }),
    enabled: userId !== null,
    staleTime: 0,
    retry: false,
  });

/** Every admin mutation: a toast either way, then every rewards view reloads. */
function useAdminMutation<V>(run: (v: V) => Promise<unknown>, success: string, failure: string) {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: adminRewardsKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['rewards'] });
    },
    onError: (err) => toast.error(failure, errorMessage(err)),
  });
}

export const useUpdateRule = () =>
  useAdminMutation(
    ({ id, body }: { id: number; body: UpdatePointRule }) =>
      call('putAdminRewardsRulesId', { params: { id }, body }),
    'Point rule updated',
    'Failed to update point rule',
  );
export const useReview = () =>
  useAdminMutation(
    ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      decision === 'approve'
        ? call('postAdminRewardsFlaggedIdApprove', { params: { id } })
        : call('postAdminRewardsFlaggedIdReject', { params: { id } }),
    'Flagged event reviewed',
    'Failed to review flagged event',
  );
export const useAdjust = () =>
  useAdminMutation(
    (body: PointAdjustment) => call('postAdminRewardsAdjust', { body }),
    'Points adjusted',
    'Failed to adjust points',
  );
export const useExecuteDistribution = () =>
  useAdminMutation(
    () => call('postAdminRewardsDistributionsExecute'),
    'Distribution executed',
    'Failed to execute distribution',
  );
