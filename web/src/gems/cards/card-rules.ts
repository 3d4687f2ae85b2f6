/** Spec 01 "Gem card" and §9 limits, as pure functions the card and its tests share. */

export const CARD_TEXT_LIMIT = 150;
export const CARD_CATEGORY_LIMIT = 2;
export const CARD_TAG_LIMIT = 3;

/** The note when there is one, otherwise the description (spec: note preferred). */
export function cardText(gem: { userNote?: string | null; description?: string | null }): string {
  const note = gem.userNote?.trim();
  if (note) return note;
  return gem.description?.trim() ?? '';
}

export interface Truncated {
  text: string;
  truncated: boolean;
}

/**
 * Cuts text longer than `limit` characters and adds an ellipsis. Counts characters as people
 * see them (code points), so an emoji is never split in half.
 */
export function truncate(text: string, limit = CARD_TEXT_LIMIT): Truncated {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}

/** The first `max` items and how many more there are (the "+N" chip). */
export function withOverflow<T>(items: readonly T[], max: number): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/** A carousel index moved by `step`, wrapping around both ends. */
export function wrapIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** Main image first, then the extra ones; blanks and repeats left out. */
export function carouselImages(gem: {
  imageUrl?: string | null;
  extraImageUrls?: readonly string[];
}): string[] {
  const all = [gem.imageUrl ?? '', ...(gem.extraImageUrls ?? [])].map((u) => u.trim()).filter(Boolean);
  return [...new Set(all)];
}

/** The text a broken or missing image shows instead: the gem's domain, or the URL's host. */
export function placeholderLabel(gem: { domain?: string | null; url?: string | null }): string {
  const domain = gem.domain?.trim();
  if (domain) return domain;
  try {
    return new URL(gem.url ?? '').hostname || 'No image';
  } catch {
    return 'No image';
  }
}
