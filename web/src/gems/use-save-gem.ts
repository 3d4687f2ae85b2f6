import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createCollection, deleteCollection } from '../collections/dialogs/collections-api';
import { GEM_CACHE_ROOTS, createGem } from './gem-api';
import type { NewGemPayload } from './gem-save';

export interface SaveGemInput {
  payload: NewGemPayload;
  /** A collection to create first (spec 01 §2 "or a new one created inline"). */
  newCollectionTitle: string | null;
}

/**
 * POST /api/gems (spec 01 §7). A new collection that cannot be created is logged and the gem is
 * saved without it (spec 01 §4); one created for a gem that then fails to save is deleted again. On
 * success gem lists and collections are refreshed. A link the user already saved fails with a
 * DuplicateGemError carrying that gem's id.
 */
export function useSaveGem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, newCollectionTitle }: SaveGemInput) => {
      let shelfId = payload.shelfId ?? null;
      let createdHere: number | null = null;
      if (newCollectionTitle) {
        try {
          const created = await createCollection({
            title: newCollectionTitle,
            description: '',
            visibility: payload.visibility,
          });
          shelfId = createdHere = created.id;
        } catch (error) {
          console.warn('Creating the new collection failed; saving the gem without it.', error);
        }
      }
      try {
        return await createGem({ ...payload, shelfId });
      } catch (error) {
        // The gem was not saved (a link saved before, say): the collection made for it goes too,
        // so trying again does not leave two of the same name.
        if (createdHere !== null)
          await deleteCollection(createdHere).catch((cleanup: unknown) =>
            console.warn('Removing the collection made for an unsaved gem failed.', cleanup),
          );
        throw error;
      }
    },
    onSuccess: () =>
      Promise.all(
        [...GEM_CACHE_ROOTS, 'upcoming'].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      ),
  });
}
