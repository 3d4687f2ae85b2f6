import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ME_QUERY_KEY } from '../auth/auth-api';

/** One answer a page drawn by the gateway read: its query key, its data and when it was read. */
export type FirstPaintEntry = [key: QueryKey, data: unknown, readAt: number];

/** The element the gateway puts the answers in (gateway/src/first-paint), as JSON. */
const FIRST_PAINT_STATE_ID = 'first-paint-state';

/**
 * The successful answers of a drawn page. The session's "me" is among them only for a member's
 * own page (`withMe`), which goes to nobody else; a visitor's page never carries one.
 */
export function firstPaintEntries(
  client: QueryClient,
  { withMe = false }: { withMe?: boolean } = {},
): FirstPaintEntry[] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success' && (withMe || query.queryKey[0] !== ME_QUERY_KEY[0]))
    .map((query) => [query.queryKey, query.state.data, query.state.dataUpdatedAt]);
}

/**
 * In the browser: when the page came drawn with its answers, puts them in the query cache so the
 * first render shows the same page, asking nothing again. True when there were answers.
 */
export function seedFirstPaint(client: QueryClient): boolean {
  const element = document.getElementById(FIRST_PAINT_STATE_ID);
  if (!element?.textContent) return false;
  const entries = JSON.parse(element.textContent) as FirstPaintEntry[];
  for (const [key, data, readAt] of entries) client.setQueryData(key, data, { updatedAt: readAt });
  return true;
}
