import { DisconnectOutlined, SwapRightOutlined } from '@ant-design/icons';
import type { Gem } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Tag, Tooltip } from 'antd';
import { useId } from 'react';
import { errorMessage } from '../../api/client';
import { useToast } from '../../feedback/use-toast';
import { call } from '../../api/operations';
import { GEM_CACHE_ROOTS } from '../gem-api';
import { linkBadge } from './link-health-rules';

export interface LinkHealthBadgeProps {
  gem: Pick<Gem, 'id' | 'linkHealth'>;
  /** The owner of a moved link is offered its new address. */
  isOwner: boolean;
}

/**
 * Issue 29 §4: a quiet "Link broken" or "Moved" tag (words and an icon, not colour alone; the
 * explanation in its tooltip and as its accessible description). A moved link's owner gets
 * "Use new address": one click, the usual edit call with the address the link now leads to.
 */
export function LinkHealthBadge({ gem, isOwner }: LinkHealthBadgeProps) {
  const badge = linkBadge(gem.linkHealth);
  const detailId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const movedTo = gem.linkHealth.movedTo;
  const update = useMutation({
    mutationFn: (url: string) => call('putGemsId', { params: { id: gem.id }, body: { url } }),
    onSuccess: async () => {
      toast.success('Link updated');
      await Promise.all(GEM_CACHE_ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update the link')),
  });
  if (!badge) return null;
  const broken = badge.label === 'Link broken';
  return (
    <Flex gap={8} align="center" wrap>
      <Tooltip title={badge.detail}>
        <Tag
          icon={broken ? <DisconnectOutlined /> : <SwapRightOutlined />}
          aria-describedby={detailId}
          style={{ margin: 0 }}
        >
          {badge.label}
        </Tag>
      </Tooltip>
      <span id={detailId} hidden>
        {badge.detail}
      </span>
      {isOwner && !broken && movedTo ? (
        <Button size="small" type="link" loading={update.isPending} onClick={() => update.mutate(movedTo)}>
          Use new address
        </Button>
      ) : null}
    </Flex>
  );
}
