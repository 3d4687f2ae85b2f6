import { useQuery } from '@tanstack/react-query';
import { Flex, Result, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { LinkButton } from '../components/link-button';
import { GemView } from '../gem-page/gem-view';
import { routeId } from '../gem-page/gem-page-rules';
import { fetchGem, gemKeys } from '../gems/gem-api';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 01 §2 gem page (/gem/{gemId}). */
export function GemPage() {
  const { gemId } = useParams();
  const id = routeId(gemId);
  const gem = useQuery({
    queryKey: gemKeys.detail(id ?? 0),
    queryFn: () => fetchGem(id ?? 0),
    enabled: id !== null,
  });
  usePageTitle(gem.data?.title || 'Gem');

  if (id !== null && gem.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (id === null || !gem.data) {
    // Spec 01 §2: one message on error or missing; a server that is down also says why.
    const down = gem.error instanceof ApiError && gem.error.status >= 500 ? gem.error.message : null;
    return (
      <Result
        status="404"
        title="Gem not found"
        subTitle="This gem may have been removed or made private."
        extra={
          <Flex vertical align="center" gap={8}>
            {down ? <Typography.Text type="secondary">{down}</Typography.Text> : null}
            <LinkButton to="/" type="primary">
              Back to Feed
            </LinkButton>
          </Flex>
        }
      />
    );
  }
  return <GemView gem={gem.data} />;
}
