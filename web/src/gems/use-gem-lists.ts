import { NEXT_CURSOR_HEADER, type GemSort, type LinkHealthFilter, type ListedGem } from '@gems/contracts';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiExchange } from '../api/client';
import { operationUrl } from '../api/operations';

// Gem lists for cards (feed, explore, a user's gems): one request per page, every card field
// embedded (contracts `ListedGem`), the next page's keyset cursor in the X-Next-Cursor header.

export interface GemListParams {
  /** The home feed's All Gems / My Gems; left out on explore. */
  feed?: 'all' | 'mine';
  category?: string | null;
  search?: string | null;
  /** Left out, the server decides: newest first, or best match when searching. */
  sort?: GemSort | null;
  /** One user's gems (GET /api/users/{id}/gems). */
  userId?: number;
  limit?: number;
  /** Only gems whose link is broken (or moved): My Collections' filter (issue 29 §4). */
  linkHealth?: LinkHealthFilter;
}

const DEFAULT_PAGE_SIZE = 12;

/** The request path for one page; empty values are left out so the URL stays tidy. */
export function gemListPath(params: GemListParams, cursor?: string | null): string {
  const query = new URLSearchParams();
  query.set('limit', String(params.limit ?? DEFAULT_PAGE_SIZE));
  if (params.feed) query.set('feed', params.feed);
  if (params.category) query.set('category', params.category);
  const search = params.search?.trim();
  if (search) query.set('search', search);
  if (params.sort) query.set('sort', params.sort);
  if (params.linkHealth) query.set('linkHealth', params.linkHealth);
  if (cursor) query.set('cursor', cursor);
  const base =
    params.userId === undefined
      ? operationUrl('getGems')
      : operationUrl('getUsersIdGems', { params: { id: params.userId } });
  return `${base}?${query}`;
}

export interface GemPage {
  gems: ListedGem[];
  nextCursor: string | null;
  /** How many the whole list holds, when the server says (X-Total-Count); null otherwise. */
  total: number | null;
}

/** The optional header a list may carry with its full size (a profile's real gem count). */
const TOTAL_COUNT_HEADER = 'X-Total-Count';

export async function fetchGemPage(path: string, signal?: AbortSignal): Promise<GemPage> {
  const { data, headers } = await apiExchange<ListedGem[]>('GET', path, { signal });
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return {
    gems: data,
    nextCursor: headers.get(NEXT_CURSOR_HEADER) || null,
    total: Number.isFinite(total) && total >= 0 ? total : null,
  };
}

const gemListKey = (params: GemListParams) => ['gems', 'list', params] as const;

/** Page after page ("Load more" / infinite scroll), following the server's cursor. */
export function useGemList(params: GemListParams, options: { enabled?: boolean } = {}) {
  const query = useInfiniteQuery({
    queryKey: gemListKey(params),
    queryFn: ({ pageParam, signal }) => fetchGemPage(gemListPath(params, pageParam), signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled: options.enabled ?? true,
  });
  const gems = query.data?.pages.flatMap((page) => page.gems) ?? [];
  return { ...query, gems };
}

/**
 * The first few gems and whether there are more (landing: "first 6 gems", "Sign Up to See More
 * if more than 6"): asks for one page and reads the cursor header.
 */
export function useGemPreview(params: GemListParams & { limit: number }) {
  return useQuery({
    queryKey: ['gems', 'preview', params],
    queryFn: ({ signal }) => fetchGemPage(gemListPath(params), signal),
  });
}
