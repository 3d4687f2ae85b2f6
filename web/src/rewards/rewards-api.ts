import type { InviteCode, LeaderboardEntry, Referral, RewardEvent } from '@gems/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, exchange } from '../api/operations';
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

type PagedList = 'getRewardsHistory' | 'getRewardsLeaderboard' | 'getRewardsInvites' | 'getRewardsReferrals';

/** One page of a list and the cursor of the next (X-Next-Cursor). */
async function fetchPage<T>(list: PagedList, limit: number, cursor?: string) {
  const { data, headers } = await exchange(list, { query: { limit, cursor } });
  return { items: data as T[], nextCursor: headers.get('X-Next-Cursor') ?? undefined };
}

/** A paged list with a "Load more" (pages of `limit`). */
function usePagedList<T>(key: readonly unknown[], list: PagedList, limit: number, enabled = true) {
  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => fetchPage<T>(list, limit, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
  return { ...query, items: query.data?.pages.flatMap((p) => p.items) ?? [] };
}

export const balanceRequest = () => call('getRewardsBalance');

/** Refreshed every 30 s (spec 02 §9), shared with the account menu's points. */
export const useBalance = (signedIn: boolean) =>
  useQuery({
    queryKey: rewardsKeys.balance,
    queryFn: balanceRequest,
    enabled: signedIn,
    refetchInterval: 30_000,
  });

export const useHistory = (signedIn: boolean) =>
  usePagedList<RewardEvent>(rewardsKeys.history, 'getRewardsHistory', 50, signedIn);
export const useLeaderboard = () =>
  usePagedList<LeaderboardEntry>(rewardsKeys.leaderboard, 'getRewardsLeaderboard', 50);
export const useInvites = (signedIn: boolean) =>
  usePagedList<InviteCode>(rewardsKeys.invites, 'getRewardsInvites', 50, signedIn);
export const useReferrals = (signedIn: boolean) =>
  usePagedList<Referral>(rewardsKeys.referrals, 'getRewardsReferrals', 100, signedIn);

export const useRules = () =>
  useQuery({
    queryKey: rewardsKeys.rules,
    queryFn: () => call('getRewardsRules'),
    staleTime: 60_000,
  });

/** Spec 02 §7: success toast "Success" / "New invite code generated!" and the list reloads. */
export function useCreateInviteCode() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: () => call('postRewardsInviteCode'),
    onSuccess: async () => {
      toast.success('Success', 'New invite code generated!');
      await queryClient.invalidateQueries({ queryKey: rewardsKeys.invites });
    },
  });
}
