import { useQuery } from '@tanstack/react-query';
import { call } from '../api/operations';
import { useAuth } from '../auth/use-auth';
import { customCategoryNames } from './custom-category-slots';

export const CUSTOM_CATEGORIES_KEY = ['users', 'me', 'custom-categories'] as const;

/**
 * GET /api/profile: the signed-in user's personal categories (spec 01 §7, spec 02). Apart from
 * adding one (use-custom-categories.ts), whose rules bring the contracts' user schemas (zod): a
 * visitor's profile page, which only reads, then loads none of them (issue 31).
 */
export function useCustomCategoryNames(enabled: boolean): string[] {
  const { user } = useAuth();
  const query = useQuery({
    queryKey: CUSTOM_CATEGORIES_KEY,
    queryFn: () => call('getProfile'),
    enabled: enabled && user !== null,
  });
  return customCategoryNames(query.data);
}
