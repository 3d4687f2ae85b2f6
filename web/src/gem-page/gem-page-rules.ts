/** Spec 01 §2/§9 gem page rules, as pure functions the page and its tests share. */

/** The description is cut at 200 characters on the gem page (150 on a card). */
export const PAGE_TEXT_LIMIT = 200;
/** "More Like This": up to 4 other gems of the first category. */
const RELATED_LIMIT = 4;
/** How many to ask for, so 4 remain after the gem itself is left out (spec 01 §7: limit 6). */
export const RELATED_REQUEST_LIMIT = 6;

/** Up to four gems that are not the one on the page. */
export function relatedGems<T extends { id: number }>(gems: readonly T[], currentId: number): T[] {
  return gems.filter((g) => g.id !== currentId).slice(0, RELATED_LIMIT);
}

/** "saved by N curators" only when someone besides the owner saved the same link. */
export function savedByText(count: number | undefined): string | null {
  return count !== undefined && count > 1 ? `Saved by ${count} curators` : null;
}

/** The gem's address when it is a web page a browser may open; custom lists and odd schemes have none. */
export function externalUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** "Published 14 March 2026" from the source's ISO date (shown in UTC, as the page stated it). */
export function publishedText(iso: string | null | undefined, locale?: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.toLocaleDateString(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return `Published ${day}`;
}

/** A route parameter that can be a gem or collection id, else null (the not-found state). */
export function routeId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
