import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { ApiError, api } from '../api/client';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 01 §2 collection page; the collection view itself ships with the collections release. */
export function CollectionPage() {
  usePageTitle('Collection');
  const { collectionId = '' } = useParams();
  const collection = useQuery({
    queryKey: ['collections', 'detail', collectionId],
    queryFn: () => api.get(`/api/collections/${encodeURIComponent(collectionId)}`),
  });
  if (collection.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
  const missing =
    collection.isError && collection.error instanceof ApiError && collection.error.status === 404;
  if (missing)
    return (
      <Result
        status="404"
        title="Collection Not Found"
        extra={
          <LinkButton to="/" type="primary">
            Back to Home
          </LinkButton>
        }
      />
    );
  return (
    <EmptyState
      text="This collection's gems will appear here."
      reason={collection.isError ? collection.error.message : 'Viewing collections is not available yet.'}
      action={<LinkButton to="/">Back to Home</LinkButton>}
    />
  );
}
