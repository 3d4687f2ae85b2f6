import { SyncOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../api/client';
import { call } from '../../api/operations';
import { PlainButton } from '../../components/plain-button';
import { useToast } from '../../feedback/use-toast';
import { GEM_CACHE_ROOTS } from '../gem-api';

const RESULT = {
  ok: 'The link works',
  moved: 'The page has moved',
  broken: 'The link is broken',
  unchecked: 'The link did not answer: it will be checked again',
} as const;

/** The owner checks a gem's link now (issue 29 §4): POST /api/gems/{id}/link-check. */
export function CheckLinkButton({ gemId }: { gemId: number }) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const check = useMutation({
    mutationFn: () => call('postGemsIdLinkCheck', { params: { id: gemId } }),
    onSuccess: async (health) => {
      toast.success(RESULT[health.status]);
      await Promise.all(GEM_CACHE_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'The link could not be checked')),
  });
  return (
    <PlainButton
      look="default"
      icon={<SyncOutlined />}
      loading={check.isPending}
      onClick={() => check.mutate()}
    >
      Check link
    </PlainButton>
  );
}
