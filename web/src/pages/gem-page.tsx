import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { ApiError, api } from '../api/client';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 01 §2 gem page; the gem view itself ships with the gems release. */
export function GemPage() {
  usePageTitle('Gem');
  const { gemId = '' } = useParams();
  const gem = useQuery({
    queryKey: ['gems', 'detail', gemId],
    queryFn: () => api.get(`/api/gems/${encodeURIComponent(gemId)}`),
  });
  if (gem.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const unavailable = gem.isError && gem.error instanceof ApiError && gem.error.status === 503;
  if (gem.isError && !unavailable)
    return (
      <Result
        status="404"
        title="Gem not found"
        subTitle="This gem may have been removed or made private."
        extra={
          <LinkButton to="/" type="primary">
            Back to Feed
          </LinkButton>
        }
      />
    );
  return (
    <EmptyState
      text="This gem will appear here."
      reason={gem.isError ? gem.error.message : 'Viewing gems is not available yet.'}
      action={<LinkButton to="/">Back to Feed</LinkButton>}
    />
  );
}
