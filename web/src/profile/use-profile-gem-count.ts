import { useGemList } from '../gems/use-gem-lists';
import type { GemCount } from './profile-rules';

/** How many of a profile's gems a page of its grid shows. */
const PROFILE_GEMS_PAGE = 24;

/** A profile's gems, a page at a time: the grid and the header's count read the same query. */
export const useProfileGemList = (userId: number) => useGemList({ userId, limit: PROFILE_GEMS_PAGE });

/**
 * The header's gem count, read from the grid's own query (one request): known in the same render
 * as the grid, so a drawn profile shows it at once, and nothing re-renders the page when it
 * arrives (it did, through a state the grid set from an effect: issue 31).
 */
export function useProfileGemCount(userId: number): GemCount | null {
  const list = useProfileGemList(userId);
  if (!list.isSuccess) return null;
  return { shown: list.gems.length, more: list.hasNextPage, total: list.data.pages[0]?.total ?? null };
}
