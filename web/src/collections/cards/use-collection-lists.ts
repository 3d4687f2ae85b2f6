import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/operations';
import { useMyCollections } from '../../gems/use-collections';

/** Spec 01 §9: public collections are cached 5 minutes. */
const PUBLIC_STALE_MS = 5 * 60 * 1000;

/**
 * GET /api/collections/public?limit=N (landing, signed-out home); `sort=top` (most liked first)
 * for explore's Top Collections.
 */
export function usePublicCollections(limit: number, sort: 'recent' | 'top' = 'recent') {
  return useQuery({
    queryKey: ['collections', 'public', limit, sort],
    queryFn: ({ signal }) =>
      call('getCollectionsPublic', { query: sort === 'recent' ? { limit } : { limit, sort } }, { signal }),
    staleTime: PUBLIC_STALE_MS,
  });
}

/** GET /api/collections: the signed-in user's collections as cards (shared with the pickers). */
export const useMyCollectionCards = (enabled = true) => useMyCollections(enabled);

/** GET /api/collections/{id}/gems?limit=N: the first gems of one collection (My Collections' preview). */
export function useCollectionGems(id: number, limit: number, enabled = true) {
  return useQuery({
    queryKey: ['collection', id, 'gems', limit],
    queryFn: ({ signal }) => call('getCollectionsIdGems', { params: { id }, query: { limit } }, { signal }),
    enabled,
  });
}
