import { CATEGORIES, CUSTOM_TAG_MAX, DEFAULT_CATEGORY, type CustomTags } from '@gems/contracts';

import { CUSTOM_SLOTS, customCategoryNames, type CustomCategories } from './custom-category-slots';

export { customCategoryNames, type CustomCategories };

/**
 * Spec 01 §5 custom category: trimmed, not blank, at most 20 characters, at most four per user.
 * Answers the PATCH /api/profile body that stores it in the first free slot, or why it cannot.
 */
export function addCustomCategory(
  tags: CustomCategories | undefined,
  raw: string,
): { ok: true; name: string; patch: CustomTags } | { ok: false; message: string } {
  const name = raw.trim();
  if (!name) return { ok: false, message: 'Category name cannot be blank' };
  if (name.length > CUSTOM_TAG_MAX)
    return { ok: false, message: `Category name must be at most ${CUSTOM_TAG_MAX} characters` };
  const existing = customCategoryNames(tags);
  if (existing.some((c) => c.toLowerCase() === name.toLowerCase()))
    return { ok: false, message: 'You already have that category' };
  const free = CUSTOM_SLOTS.find((slot) => !tags?.[slot]?.trim());
  if (!free) return { ok: false, message: 'You can have at most four custom categories' };
  return { ok: true, name, patch: { [free]: name } };
}

/** The category choices: the default, the fixed list, the user's own, and any the gem already has. */
export function categoryChoices(custom: readonly string[], current: readonly string[] = []): string[] {
  const seen = new Set<string>();
  return [DEFAULT_CATEGORY, ...CATEGORIES, ...custom, ...current].filter((c) => {
    if (seen.has(c)) return false;
    seen.add(c);
    return true;
  });
}
