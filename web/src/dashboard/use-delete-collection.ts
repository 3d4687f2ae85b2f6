import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../api/client';
import { deleteCollection } from '../collections/dialogs/collections-api';
import { useToast } from '../feedback/use-toast';

/** DELETE /api/collections/{id}; spec 02 §8: "Failed to delete collection" with the server's message. */
export function useDeleteCollection() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: (id: number) => deleteCollection(id),
    onSuccess: async (_answer, id) => {
      toast.success('Collection deleted');
      queryClient.removeQueries({ queryKey: ['collection', id] });
      await Promise.all(
        ['collections', 'users', 'gem'].map((root) => queryClient.invalidateQueries({ queryKey: [root] })),
      );
    },
    onError: (err) => toast.error('Failed to delete collection', errorMessage(err, 'Please try again.')),
  });
}
