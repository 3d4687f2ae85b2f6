import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCollection } from '../collections/dialogs/collections-api';
import { GEM_CACHE_ROOTS, createGem } from './gem-api';
import type { NewGemPayload } from './gem-save';

export interface SaveGemInput {
  payload: NewGemPayload;
  /** A collection to create first (spec 01 §2 "or a new one created inline"). */
  newCollectionTitle: string | null;
}

/**
 * POST /api/gems (spec 01 §7). A new collection that cannot be created is logged and the gem is
 * saved without it (spec 01 §4). On success gem lists and collections are refreshed. A link the
 * user already saved fails with a DuplicateGemError carrying that gem's id.
 */
export function useSaveGem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, newCollectionTitle }: SaveGemInput) => {
      let shelfId = payload.shelfId ?? null;
      if (newCollectionTitle) {
        try {
          const created = await createCollection({
            title: newCollectionTitle,
            description: '',
            visibility: payload.visibility,
          });
          shelfId = created.id;
        } catch (error) {
          console.warn('Creating the new collection failed; saving the gem without it.', error);
        }
      }
      return createGem({ ...payload, shelfId });
    },
    onSuccess: () =>
      Promise.all(
        [...GEM_CACHE_ROOTS, 'upcoming'].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      ),
  });
}
