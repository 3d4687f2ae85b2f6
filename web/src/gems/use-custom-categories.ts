import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../api/operations';
import { useAuth } from '../auth/use-auth';
import { addCustomCategory, customCategoryNames } from './custom-categories';
import { CUSTOM_CATEGORIES_KEY } from './use-custom-category-names';

/** A name the spec's rules refuse (shown to the user), as opposed to a failed save (only logged). */
export class CustomCategoryRefused extends Error {}

/** GET /api/profile and PATCH /api/profile {customTagN} (spec 01 §7, spec 02): personal categories. */
export function useCustomCategories(enabled: boolean) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: CUSTOM_CATEGORIES_KEY,
    queryFn: () => call('getProfile'),
    enabled: enabled && user !== null,
  });
  const add = useMutation({
    mutationFn: async (raw: string) => {
      const checked = addCustomCategory(query.data, raw);
      if (!checked.ok) throw new CustomCategoryRefused(checked.message);
      await call('patchProfile', { body: checked.patch });
      return checked.name;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CUSTOM_CATEGORIES_KEY }),
  });
  return { names: customCategoryNames(query.data), add };
}
