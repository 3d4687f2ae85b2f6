import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../feedback/use-toast';
import {
  addCommentRequest,
  commentsPageRequest,
  deleteCommentRequest,
  editCommentRequest,
  socialKeys,
} from './social-api';
import { usePatchCards } from './use-patch-cards';

/** A gem's comments, oldest first, page after page. */
export function useComments(gemId: number) {
  const query = useInfiniteQuery({
    queryKey: socialKeys.comments(gemId),
    queryFn: ({ pageParam, signal }) => commentsPageRequest(gemId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
  const comments = query.data?.pages.flatMap((page) => page.items) ?? [];
  return { ...query, comments };
}

/** Add, edit and delete with the spec 01 §8 failure toasts; the gem's comment count follows. */
export function useCommentMutations(gemId: number) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const patchCards = usePatchCards();
  const refresh = () => queryClient.invalidateQueries({ queryKey: socialKeys.comments(gemId) });
  const bumpCount = (by: number) =>
    patchCards('gem', gemId, (gem) => ({ commentCount: Math.max(0, (gem.commentCount ?? 0) + by) }));

  const add = useMutation({
    mutationFn: (input: { userId: number; content: string }) => addCommentRequest({ gemId, ...input }),
    onSuccess: async () => {
      bumpCount(1);
      await refresh();
    },
    onError: () => toast.error('Error', 'Failed to post comment. Please try again.'),
  });
  const edit = useMutation({
    mutationFn: ({ id, content }: { id: number; content: string }) => editCommentRequest(id, content),
    onSuccess: refresh,
    onError: () => toast.error('Error', 'Failed to update comment. Please try again.'),
  });
  const remove = useMutation({
    mutationFn: (id: number) => deleteCommentRequest(id),
    onSuccess: async () => {
      bumpCount(-1);
      await refresh();
    },
    onError: () => toast.error('Error', 'Failed to delete comment. Please try again.'),
  });
  return { add, edit, remove };
}
