import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/client';
import type { NewGemPayload } from './gem-save';

const zCreated = z.object({ id: z.number().int().positive() }).loose();

export interface SaveGemInput {
  payload: NewGemPayload;
  /** A collection to create first (spec 01 §2 "or a new one created inline"). */
  newCollectionTitle: string | null;
}

/**
 * POST /api/gems (spec 01 §7). A new collection that cannot be created is logged and the gem is
 * saved without it (spec 01 §4). On success gem lists and collections are refreshed.
 */
export function useSaveGem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ payload, newCollectionTitle }: SaveGemInput) => {
      let shelfId = payload.shelfId;
      if (newCollectionTitle) {
        try {
          const created = await api.post(
            '/api/collections',
            { title: newCollectionTitle, description: '', visibility: payload.visibility },
            { schema: zCreated },
          );
          shelfId = created.id;
        } catch (error) {
          console.warn('Creating the new collection failed; saving the gem without it.', error);
        }
      }
      return api.post('/api/gems', { ...payload, shelfId });
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['gems'] }),
        queryClient.invalidateQueries({ queryKey: ['collections'] }),
        queryClient.invalidateQueries({ queryKey: ['upcoming'] }),
      ]),
  });
}
