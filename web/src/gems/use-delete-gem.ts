import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../api/client';
import { useToast } from '../feedback/use-toast';
import { GEM_CACHE_ROOTS, deleteGem, gemKeys } from './gem-api';

const NOT_YOUR_GEM = 'Unauthorized: You can only delete your own gems';
const DELETE_FAILED = 'Failed to delete gem';

/** The spec 01 §8 message for a refused delete. */
function deleteFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return NOT_YOUR_GEM;
  return errorMessage(error, DELETE_FAILED);
}

/**
 * DELETE /api/gems/{id} by its owner (spec 01 §6): "Gem deleted" on success, the server's message
 * or "Failed to delete gem" otherwise; every gem and collection list is refreshed.
 * `mutate(gemId)`; callers confirm first.
 */
export function useDeleteGem() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: async (gemId: number) => {
      await deleteGem(gemId);
      return gemId;
    },
    onSuccess: async (gemId) => {
      toast.success('Gem deleted');
      queryClient.removeQueries({ queryKey: gemKeys.detail(gemId) });
      await Promise.all(
        GEM_CACHE_ROOTS.filter((root) => root !== 'gem').map((root) =>
          queryClient.invalidateQueries({ queryKey: [root] }),
        ),
      );
    },
    onError: (error) => toast.error('Error', deleteFailureMessage(error)),
  });
}
