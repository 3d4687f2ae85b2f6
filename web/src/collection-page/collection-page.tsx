import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { CollectionView } from './collection-view';
import { collectionKeys, fetchCollection } from '../collections/dialogs/collections-api';
import { LinkButton } from '../components/link-button';
import { PlainFlex } from '../components/plain-flex';
import { Text } from '../components/typography';
import { routeId } from '../gem-page/gem-page-rules';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 01 §2 collection page (/collections/{collectionId}). */
export function CollectionPage() {
  const { collectionId } = useParams();
  const id = routeId(collectionId);
  const collection = useQuery({
    queryKey: collectionKeys.detail(id ?? 0),
    queryFn: () => fetchCollection(id ?? 0),
    enabled: id !== null,
  });
  usePageTitle(collection.data?.title || 'Collection');

  if (id !== null && collection.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (id === null || !collection.data) {
    // A server that is down says why; anything else is the spec's not-found state.
    const error = collection.error;
    const down = error instanceof ApiError && error.status >= 500 ? error.message : null;
    return (
      <Result
        status="404"
        title="Collection Not Found"
        extra={
          <PlainFlex vertical align="center" gap={8}>
            {down ? <Text type="secondary">{down}</Text> : null}
            <LinkButton to="/" look="primary">
              Back to Home
            </LinkButton>
          </PlainFlex>
        }
      />
    );
  }
  return <CollectionView collection={collection.data} />;
}
