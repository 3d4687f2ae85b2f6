import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useAuth } from '../auth/use-auth';
import { followRequestStatusRequest, socialKeys } from '../social/social-api';

/**
 * Calls `onFollowed` when the viewer starts following one of `people`: their follow state (the
 * same cached answers the Follow buttons read and settle) turns to following. Follows that were
 * there when the list loaded do not count.
 */
export function useOnFollowAmong(people: readonly { id: number }[], onFollowed?: () => void) {
  const { user } = useAuth();
  const statuses = useQueries({
    queries: people.map((person) => ({
      queryKey: socialKeys.requestStatus(person.id),
      queryFn: () => followRequestStatusRequest(person.id),
      enabled: user !== null && user.id !== person.id,
    })),
    combine: (results) => ({
      settled: results.every((r) => !r.isPending || r.fetchStatus === 'idle'),
      following: results.filter((r) => r.data?.isFollowing).length,
    }),
  });
  const before = useRef<number | null>(null);
  useEffect(() => {
    if (!statuses.settled) return;
    if (before.current !== null && statuses.following > before.current) onFollowed?.();
    before.current = statuses.following;
  }, [statuses.settled, statuses.following, onFollowed]);
}
