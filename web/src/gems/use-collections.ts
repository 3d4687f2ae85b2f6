import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/client';

/** The part of a collection (shelf) the picker needs; other fields are the curation service's. */
const zCollectionChoice = z.object({ id: z.number().int().positive(), title: z.string() });
export type CollectionChoice = z.infer<typeof zCollectionChoice>;

/** GET /api/collections: the signed-in user's collections, for the Add Gem picker. */
export function useMyCollections(enabled: boolean) {
  return useQuery({
    queryKey: ['collections', 'mine'],
    queryFn: () => api.get('/api/collections', { schema: z.array(zCollectionChoice) }),
    enabled,
  });
}
