/** Where a user's personal categories are kept: four profile fields (spec 01 §5). */
export const CUSTOM_SLOTS = ['customTag1', 'customTag2', 'customTag3', 'customTag4'] as const;
type CustomSlot = (typeof CUSTOM_SLOTS)[number];
export type CustomCategories = Partial<Record<CustomSlot, string | null>>;

/**
 * The user's personal categories, in slot order, blanks left out. Apart from the rules for adding
 * one (custom-categories.ts, which need the contracts' user schemas): reading them loads no zod.
 */
export const customCategoryNames = (tags: CustomCategories | undefined): string[] =>
  CUSTOM_SLOTS.map((slot) => tags?.[slot]?.trim() ?? '').filter(Boolean);
