import { useQuery } from '@tanstack/react-query';
import { call } from '../api/operations';

/** A creator as the top-creators list and the plain user list both answer one. */
interface CreatorEntry {
  id: number;
  username: string | null;
  profileImageUrl?: string | null;
  gemCount?: number;
  categories?: string[] | null;
}
export type TopCreator = CreatorEntry & { username: string };

/** Entries without a username (an account being removed) cannot be linked or followed by name. */
const named = (list: CreatorEntry[]) => list.filter((c): c is TopCreator => Boolean(c.username));

const TOP_CREATORS_LIMIT = 4;

/**
 * Spec 01 §7: GET /api/users/top-creators?limit=4; when that fails, the user list without
 * user 1, first 4. Both failing is an error the panel shows ("Failed to fetch top creators").
 */
async function fetchTopCreators(signal?: AbortSignal, limit = TOP_CREATORS_LIMIT): Promise<TopCreator[]> {
  try {
    return named(await call('getUsersTopCreators', { query: { limit } }, { signal }));
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    try {
      const users = named(await call('getUsers', {}, { signal }));
      return users.filter((u) => u.id !== 1).slice(0, limit);
    } catch {
      throw new Error('Failed to fetch top creators');
    }
  }
}

export function useTopCreators(enabled: boolean, limit = TOP_CREATORS_LIMIT) {
  return useQuery({
    queryKey: ['users', 'top-creators', limit],
    queryFn: ({ signal }) => fetchTopCreators(signal, limit),
    enabled,
  });
}
