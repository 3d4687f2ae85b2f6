import type {
  AdminUserBalance,
  Distribution,
  DistributionPreview,
  FlaggedEvent,
  PointAdjustment,
  PointRule,
  RewardsAnalytics,
  UpdatePointRule,
} from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';

const BASE = '/api/admin/rewards';
const adminRewardsKeys = { all: ['admin', 'rewards'] as const };
const key = (...parts: string[]) => [...adminRewardsKeys.all, ...parts];

export const useAnalytics = () =>
  useQuery({
    queryKey: key('analytics'),
    queryFn: () => api.get<RewardsAnalytics>(`${BASE}/analytics`),
  });
export const useAdminRules = () =>
  useQuery({
    queryKey: key('rules'),
    queryFn: () => api.get<PointRule[]>(`${BASE}/rules`),
  });
export const useFlagged = () =>
  useQuery({
    queryKey: key('flagged'),
    queryFn: () => api.get<FlaggedEvent[]>(`${BASE}/flagged`),
  });
export const usePreview = () =>
  useQuery({
    queryKey: key('preview'),
    queryFn: () => api.get<DistributionPreview>(`${BASE}/distributions/preview`),
  });
export const useDistributions = () =>
  useQuery({
    queryKey: key('distributions'),
    queryFn: () => api.get<Distribution[]>(`${BASE}/distributions`),
  });

/** A user's points for an adjustment's confirmation; read when the confirmation opens. */
export const useUserBalance = (userId: number | null) =>
  useQuery({
    queryKey: key('user-balance', String(userId)),
    queryFn: () => api.get<AdminUserBalance>(`${BASE}/users/${userId}/balance`),
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
    ({ id, body }: { id: number; body: UpdatePointRule }) => api.put(`${BASE}/rules/${id}`, body),
    'Point rule updated',
    'Failed to update point rule',
  );
export const useReview = () =>
  useAdminMutation(
    ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
      api.post(`${BASE}/flagged/${id}/${decision}`, {}),
    'Flagged event reviewed',
    'Failed to review flagged event',
  );
export const useAdjust = () =>
  useAdminMutation(
    (body: PointAdjustment) => api.post(`${BASE}/adjust`, body),
    'Points adjusted',
    'Failed to adjust points',
  );
export const useExecuteDistribution = () =>
  useAdminMutation(
    () => api.post(`${BASE}/distributions/execute`, {}),
    'Distribution executed',
    'Failed to execute distribution',
  );
