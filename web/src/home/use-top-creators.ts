import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/client';

const zCreatorEntry = z.object({
  id: z.number(),
  username: z.string().nullable(),
  profileImageUrl: z.string().nullable().optional(),
  gemCount: z.number().optional(),
  categories: z.array(z.string()).nullable().optional(),
});
/** Entries without a username (an account being removed) cannot be linked or followed by name. */
const zCreators = z
  .array(zCreatorEntry)
  .transform((list) => list.filter((c): c is typeof c & { username: string } => Boolean(c.username)));
export type TopCreator = z.infer<typeof zCreators>[number];

const TOP_CREATORS_LIMIT = 4;

/**
 * Spec 01 §7: GET /api/users/top-creators?limit=4; when that fails, the user list without
 * user 1, first 4. Both failing is an error the panel shows ("Failed to fetch top creators").
 */
async function fetchTopCreators(signal?: AbortSignal, limit = TOP_CREATORS_LIMIT): Promise<TopCreator[]> {
  try {
    return await api.get(`/api/users/top-creators?limit=${limit}`, {
      schema: zCreators,
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    try {
      const users = await api.get('/api/users', { schema: zCreators, signal });
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
