import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../api/client';

const zCreator = z.object({
  id: z.number(),
  username: z.string(),
  profileImageUrl: z.string().nullable().optional(),
  gemCount: z.number().optional(),
  categories: z.array(z.string()).nullable().optional(),
});
export type TopCreator = z.infer<typeof zCreator>;

export const TOP_CREATORS_LIMIT = 4;

/**
 * Spec 01 §7: GET /api/users/top-creators?limit=4; when that fails, the user list without
 * user 1, first 4. Both failing is an error the panel shows ("Failed to fetch top creators").
 */
export async function fetchTopCreators(signal?: AbortSignal): Promise<TopCreator[]> {
  try {
    return await api.get(`/api/users/top-creators?limit=${TOP_CREATORS_LIMIT}`, {
      schema: z.array(zCreator),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    try {
      const users = await api.get('/api/users', { schema: z.array(zCreator), signal });
      return users.filter((u) => u.id !== 1).slice(0, TOP_CREATORS_LIMIT);
    } catch {
      throw new Error('Failed to fetch top creators');
    }
  }
}

export function useTopCreators(enabled: boolean) {
  return useQuery({
    queryKey: ['users', 'top-creators'],
    queryFn: ({ signal }) => fetchTopCreators(signal),
    enabled,
  });
}
