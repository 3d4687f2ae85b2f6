/** Why a tag was not added (spec 01 §5 tag input). */
export type TagRefusal = 'empty' | 'duplicate' | 'full';

export type TagAddResult = { ok: true; tags: string[] } | { ok: false; reason: TagRefusal; tags: string[] };

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * Spec 01 §5: trimmed; empty ignored; duplicates refused (ignoring case, so "Coffee" and
 * "coffee" are one tag); with a maximum of 1 a new tag replaces the old one, otherwise
 * nothing is added once the maximum is reached.
 */
export function addTag(tags: readonly string[], raw: string, max?: number): TagAddResult {
  const tag = raw.trim();
  if (!tag) return { ok: false, reason: 'empty', tags: [...tags] };
  if (tags.some((t) => same(t, tag))) return { ok: false, reason: 'duplicate', tags: [...tags] };
  if (max === 1) return { ok: true, tags: [tag] };
  if (max !== undefined && tags.length >= max) return { ok: false, reason: 'full', tags: [...tags] };
  return { ok: true, tags: [...tags, tag] };
}

/** Adds every comma-separated part of `raw` in order (a pasted "a, b, c" gives three tags). */
export function addTags(tags: readonly string[], raw: string, max?: number): string[] {
  return raw.split(',').reduce<string[]>((acc, part) => addTag(acc, part, max).tags, [...tags]);
}

/** Backspace on an empty input: the last tag goes. */
export const removeLastTag = (tags: readonly string[]): string[] => tags.slice(0, -1);

/** Spec 01 §5: only for non-empty input, case-insensitive substring, chosen tags left out. */
export function tagSuggestions(all: readonly string[], input: string, chosen: readonly string[]): string[] {
  const needle = input.trim().toLocaleLowerCase();
  if (!needle) return [];
  return all.filter((s) => s.toLocaleLowerCase().includes(needle) && !chosen.some((c) => same(c, s)));
}
