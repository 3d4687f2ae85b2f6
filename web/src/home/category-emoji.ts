/** Spec 01 §3: feed chips carry an emoji for these 15 names and a folder for any other. */
const EMOJI: Record<string, string> = {
  Products: '🛍️',
  'Food & Drink': '🍔',
  Travel: '✈️',
  Technology: '💻',
  'Art & Design': '🎨',
  'Health & Fitness': '💪',
  Education: '📚',
  Entertainment: '🎬',
  Music: '🎵',
  Sports: '⚽',
  Fashion: '👗',
  'Home & Garden': '🏡',
  Business: '💼',
  Finance: '💰',
  News: '📰',
};
export const FOLDER_EMOJI = '📁';

export const categoryEmoji = (category: string): string => EMOJI[category] ?? FOLDER_EMOJI;

/** The categories of the loaded gems, most used first (ties in first-seen order). */
export function feedCategories(gems: readonly { categories: readonly string[] }[]): string[] {
  const counts = new Map<string, number>();
  for (const gem of gems) for (const c of new Set(gem.categories)) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}
