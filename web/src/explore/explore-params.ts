import { GEM_SORTS, type GemSort } from '@gems/contracts';

/** Spec 01 §2: ?tab=collections and ?tab=users (People); anything else is the Gems tab. */
export type ExploreTab = 'gems' | 'collections' | 'users';

export function tabOf(value: string | null): ExploreTab {
  return value === 'collections' || value === 'users' ? value : 'gems';
}

/** A sort from the URL, or none (the server's default) when missing or unknown. */
export function sortOf(value: string | null): GemSort | null {
  return GEM_SORTS.find((s) => s === value) ?? null;
}

/** The URL's query after some values change; empty values are removed, the rest kept. */
export function withParams(params: URLSearchParams, changes: Record<string, string | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/** Collections whose title or description contains every word of the search (any case). */
export function matchesSearch(item: { title: string; description?: string | null }, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  const text = `${item.title} ${item.description ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
}
