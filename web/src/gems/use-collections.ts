import { useQuery } from '@tanstack/react-query';
import { collectionKeys, fetchMyCollections } from '../collections/dialogs/collections-api';

/** GET /api/collections: the signed-in user's collections (Add Gem picker, Add to Collection). */
export function useMyCollections(enabled: boolean) {
  return useQuery({ queryKey: collectionKeys.mine, queryFn: fetchMyCollections, enabled });
}
