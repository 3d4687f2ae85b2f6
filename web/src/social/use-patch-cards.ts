import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { patchCached, type CardCounts } from './like-state';
import type { LikeTarget } from './social-api';

/** Every cache that may hold gem or collection cards (brief: keys start with these words). */
const CARD_ROOTS = ['gems', 'gem', 'collections', 'collection', 'users'];

/**
 * Changes a gem's or collection's counts in every cached list and page at once, so the card,
 * the gem page and the profile grid agree without refetching (the curation service's counts
 * follow the social events a moment later).
 */
export function usePatchCards() {
  const queryClient = useQueryClient();
  return useCallback(
    (kind: LikeTarget, id: number, patch: (item: CardCounts) => Partial<CardCounts>) => {
      queryClient.setQueriesData(
        { predicate: (query) => CARD_ROOTS.includes(String(query.queryKey[0])) },
        (data: unknown) => patchCached(data, kind, id, patch),
      );
    },
    [queryClient],
  );
}
