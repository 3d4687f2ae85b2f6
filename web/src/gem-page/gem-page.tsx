import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Skeleton } from 'antd';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { ApiError } from '../api/client';
import { lazyNamed } from '../components/lazy-named';
import { GemView } from './gem-view';
import { routeId } from './gem-page-rules';
import { fetchGem, gemKeys } from '../gems/gem-api';
import { usePageTitle } from '../layout/use-page-title';

// antd Result (its 404 picture alone is ~10 KB gzipped) loads only when a gem is missing.
const GemNotFound = lazyNamed(() => import('./gem-not-found'), 'GemNotFound');

/** Spec 01 §2 gem page (/gem/{gemId}). */
export function GemPage() {
  const { gemId } = useParams();
  const id = routeId(gemId);
  const queryClient = useQueryClient();
  const gem = useQuery({
    queryKey: gemKeys.detail(id ?? 0),
    queryFn: () => fetchGem(id ?? 0),
    enabled: id !== null,
    // The early request (startPageData) already answered "not found": show it, do not ask again.
    retryOnMount: false,
  });
  // ...and a failed answer is forgotten when the page is left, so a later visit asks afresh.
  useEffect(() => {
    const key = gemKeys.detail(id ?? 0);
    return () => {
      if (queryClient.getQueryState(key)?.status === 'error')
        queryClient.removeQueries({ queryKey: key, exact: true });
    };
  }, [queryClient, id]);
  usePageTitle(gem.data?.title || 'Gem');

  if (id !== null && gem.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (id === null || !gem.data) {
    const down = gem.error instanceof ApiError && gem.error.status >= 500 ? gem.error.message : null;
    return <GemNotFound down={down} />;
  }
  return <GemView gem={gem.data} />;
}
