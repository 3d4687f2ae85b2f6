import type { QueryClient } from '@tanstack/react-query';
import { routeId } from '../gem-page/gem-page-rules';
import { fetchGem, gemKeys } from '../gems/gem-api';

/**
 * Starts the data of the page being opened while its code is still loading: the page's own
 * query then finds the request in flight instead of asking once its chunk has run (the gem page's
 * largest paint waits for the gem). Same keys and functions as the pages, so nothing is asked twice.
 */
export function startPageData(queryClient: QueryClient, pathname: string): void {
  const gem = /^\/gem\/(\d+)\/?$/.exec(pathname);
  const id = gem ? routeId(gem[1]) : null;
  if (id !== null)
    void queryClient.prefetchQuery({ queryKey: gemKeys.detail(id), queryFn: () => fetchGem(id) });
}
