import { canonicalUrl } from '../urls/canonical-url.js';
import type { ParsedBookmark } from './netscape-bookmarks.parser.js';

/** An import_items row before it is stored. */
export interface NewImportItem {
  position: number;
  url: string;
  canonicalUrl: string | null;
  title: string;
  description: string;
  tags: string[];
  folder: string | null;
  addedAt: Date | null;
  status: 'pending' | 'duplicate' | 'failed';
  message: string | null;
}

const NOT_HTTP = 'Not an http or https link';
const TOO_LONG = 'This link is longer than 2048 characters';
const DUPLICATE_IN_FILE = 'Listed earlier in this file';
export const ALREADY_SAVED = 'You already saved this link';

const MAX_URL = 2048;
const MAX_TITLE = 500;
const MAX_DESCRIPTION = 5000;
const MAX_TAG = 50;
const MAX_TAGS = 50;
const MAX_FOLDER = 200;
/** Between folder names of a nested folder's collection title. */
const FOLDER_SEPARATOR = ' / ';

// Postgres text cannot hold NUL; cutting by code points keeps surrogate pairs whole.
const clean = (text: string, max: number) => [...text.replaceAll('\u0000', '')].slice(0, max).join('');

function tagsOf(raw: string[]): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of raw) {
    const t = clean(tag, MAX_TAG).trim();
    if (!t || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    tags.push(t);
    if (tags.length === MAX_TAGS) break;
  }
  return tags;
}

/**
 * Turns parsed links into import rows: only absolute http(s) URLs are importable (javascript:,
 * data:, place:, file: and the like are refused and reported); a URL seen earlier in the same file
 * (same canonical form) is a duplicate. Nested folders become one collection titled with the
 * whole path ("Parent / Child"), so two "Recipes" folders under different parents stay apart.
 */
export function toImportItems(bookmarks: ParsedBookmark[]): NewImportItem[] {
  const seen = new Set<string>();
  return bookmarks.map((b, position) => {
    const url = clean(b.href, MAX_URL + 1);
    const folder = b.folders.length ? clean(b.folders.join(FOLDER_SEPARATOR), MAX_FOLDER).trim() : '';
    const item: NewImportItem = {
      position,
      url: url.slice(0, MAX_URL),
      canonicalUrl: null,
      title: clean(b.title, MAX_TITLE).trim(),
      description: clean(b.description, MAX_DESCRIPTION).trim(),
      tags: tagsOf(b.tags),
      folder: folder || null,
      addedAt: b.addedAt,
      status: 'pending',
      message: null,
    };
    if (url.length > MAX_URL) return { ...item, status: 'failed', message: TOO_LONG };
    const canonical = canonicalUrl(url);
    if (!canonical) return { ...item, status: 'failed', message: NOT_HTTP };
    if (seen.has(canonical))
      return { ...item, canonicalUrl: canonical, status: 'duplicate', message: DUPLICATE_IN_FILE };
    seen.add(canonical);
    return { ...item, canonicalUrl: canonical };
  });
}
