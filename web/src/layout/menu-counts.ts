import { useQuery } from '@tanstack/react-query';
import { notificationKeys, unreadCountRequest } from '../notifications/notifications-api';
import { balanceRequest, rewardsKeys } from '../rewards/rewards-api';

/** Unread dot (refreshed every 60 s) and current points (every 30 s), spec 01 §7 / §9. */
export function useMenuCounts(signedIn: boolean) {
  const unread = useQuery({
    queryKey: notificationKeys.count,
    queryFn: unreadCountRequest,
    enabled: signedIn,
    refetchInterval: 60_000,
  });
  const balance = useQuery({
    // The rewards page reads the same query (one cache entry, one shape).
    queryKey: rewardsKeys.balance,
    queryFn: balanceRequest,
    enabled: signedIn,
    refetchInterval: 30_000,
  });
  return { unread: unread.data?.count ?? 0, points: balance.data?.currentPoints ?? 0 };
}
