import type {
  InviteCode,
  LeaderboardEntry,
  PointRule,
  Referral,
  RewardBalance,
  RewardEvent,
} from '@gems/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiExchange } from '../api/client';
import { useToast } from '../feedback/use-toast';

export const rewardsKeys = {
  all: ['rewards'] as const,
  balance: ['rewards', 'balance'] as const,
  history: ['rewards', 'history'] as const,
  leaderboard: ['rewards', 'leaderboard'] as const,
  invites: ['rewards', 'invites'] as const,
  referrals: ['rewards', 'referrals'] as const,
  rules: ['rewards', 'rules'] as const,
};

/** One page of a list and the cursor of the next (X-Next-Cursor). */
async function fetchPage<T>(path: string, cursor?: string) {
  const sep = path.includes('?') ? '&' : '?';
  const { data, headers } = await apiExchange<T[]>(
    'GET',
    cursor ? `${path}${sep}cursor=${encodeURIComponent(cursor)}` : path,
  );
  return { items: data, nextCursor: headers.get('X-Next-Cursor') ?? undefined };
}

/** A paged list with a "Load more" (first page of 50). */
function usePagedList<T>(key: readonly unknown[], path: string, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage<T>(path, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}

export const balanceRequest = () => api.get<RewardBalance>('/api/rewards/balance');

/** Refreshed every 30 s (spec 02 §9), shared with the account menu's points. */
export const useBalance = (signedIn: boolean) =>
  useQuery({
    queryKey: rewardsKeys.balance,
    queryFn: balanceRequest,
    enabled: signedIn,
    refetchInterval: 30_000,
  });

export const useHistory = (signedIn: boolean) =>
  usePagedList<RewardEvent>(rewardsKeys.history, '/api/rewards/history?limit=50', signedIn);
export const useLeaderboard = () =>
  usePagedList<LeaderboardEntry>(rewardsKeys.leaderboard, '/api/rewards/leaderboard?limit=50');
export const useInvites = (signedIn: boolean) =>
  usePagedList<InviteCode>(rewardsKeys.invites, '/api/rewards/invites?limit=50', signedIn);
export const useReferrals = (signedIn: boolean) =>
  usePagedList<Referral>(rewardsKeys.referrals, '/api/rewards/referrals?limit=100', signedIn);

export const useRules = () =>
  useQuery({
    queryKey: rewardsKeys.rules,
    queryFn: () => api.get<PointRule[]>('/api/rewards/rules'),
    staleTime: 60_000,
  });

/** Spec 02 §7: success toast "Success" / "New invite code generated!" and the list reloads. */
export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => api.post<InviteCode>('/api/rewards/invite-code', {}),
    onSuccess: async () => {
      toast.success('Success', 'New invite code generated!');
      await queryClient.invalidateQueries({ queryKey: rewardsKeys.invites });
    },
  });
}
