import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/client';
import { notificationKeys, unreadCountRequest } from '../notifications/notifications-api';

const zBalance = z.object({ currentPoints: z.number() });

/** Unread dot (refreshed every 60 s) and current points (every 30 s), spec 01 §7 / §9. */
export function useMenuCounts(signedIn: boolean) {
  const unread = useQuery({
    queryKey: notificationKeys.count,
    queryFn: unreadCountRequest,
    enabled: signedIn,
    refetchInterval: 60_000,
  });
  const balance = useQuery({
    queryKey: ['rewards', 'balance'],
    queryFn: () => api.get('/api/rewards/balance', { schema: zBalance }),
    enabled: signedIn,
    refetchInterval: 30_000,
  });
  return { unread: unread.data?.count ?? 0, points: balance.data?.currentPoints ?? 0 };
}
