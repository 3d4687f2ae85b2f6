import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../feedback/use-toast';
import { reorderRequest } from './profile-api';
import { mergeOrder, toGemOrders } from './reorder';

/**
 * The owner's gem order: a move shows at once and is saved with PUT /api/gems/reorder; a failure
 * says so in the spec's words and reloads the list (spec 02 §8).
 */
export function useReorder<T extends { id: number }>(fresh: readonly T[], reload: () => unknown) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [order, setOrder] = useState<number[] | null>(null);
  const save = useMutation({
    mutationFn: reorderRequest,
    // Other lists of these gems (the home feed's My Gems) follow the new order next time they load.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['gems'], refetchType: 'none' }),
    onError: () => {
      toast.error('Failed to reorder gems', 'There was an error reordering your gems. Please try again.');
      setOrder(null);
      reload();
    },
  });
  const gems = mergeOrder(order, fresh);
  const apply = (next: T[]) => {
    setOrder(next.map((g) => g.id));
    save.mutate(toGemOrders(next));
  };
  return { gems, apply, saving: save.isPending };
}
