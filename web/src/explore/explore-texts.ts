/** Explore's heading and empty-state words for a search and/or category (issue 15 §7). */
export function exploreTexts(search: string, category: string | null): { heading: string; empty: string } {
  const term = search.trim();
  if (term && category)
    return {
      heading: `Gems matching "${term}" in ${category}`,
      empty: `No gems found for "${term}" in ${category}.`,
    };
  if (term) return { heading: `Gems matching "${term}"`, empty: `No gems found for "${term}".` };
  if (category) return { heading: `Gems in ${category}`, empty: `No gems found in ${category}.` };
  return { heading: '', empty: 'No gems to explore yet.' };
}
