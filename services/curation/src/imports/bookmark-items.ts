import { GEM_NOTE_MAX } from '@gems/contracts';
import { canonicalUrl } from '../urls/canonical-url.js';
import { FOLDER_SEPARATOR, type GemExtras, type ParsedBookmark } from './formats/parsed-bookmark.js';

/** An import_items row before it is stored. */
export interface NewImportItem {
  position: number;
  url: string;
  canonicalUrl: string | null;
  title: string;
  description: string;
  note: string;
  tags: string[];
  /** The first collection title (shown in the failure report); null outside any folder. */
  folder: string | null;
  /** Every collection title the link goes into. */
  folders: string[];
  addedAt: Date | null;
  gem: GemExtras | null;
  status: 'pending' | 'duplicate' | 'failed' | 'skipped';
  message: string | null;
}

const NOT_HTTP = 'Not an http or https link';
const TOO_LONG = 'This link is longer than 2048 characters';
const NO_LINK = 'No link to import (a note, a text or a file)';
const DUPLICATE_IN_FILE = 'Listed earlier in this file';
export const ALREADY_SAVED = 'You already saved this link';

const MAX_URL = 2048;
const MAX_TITLE = 500;
const MAX_DESCRIPTION = 5000;
const MAX_NOTE = GEM_NOTE_MAX;
const MAX_TAG = 50;
const MAX_TAGS = 50;
const MAX_FOLDER = 200;
const MAX_FOLDERS = 50;

// Postgres text cannot hold NUL; cutting by code points keeps surrogate pairs whole.
const clean = (text: string, max: number) => [...text.replaceAll('\u0000', '')].slice(0, max).join('');

function uniqueCapped(raw: string[], max: number, each: number): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const value of raw) {
    const v = clean(value, each).trim();
    if (!v || seen.has(v.toLowerCase())) continue;
    seen.add(v.toLowerCase());
    out.push(v);
    if (out.length === max) break;
  }
  return out;
}

/** A bookmark's collection titles: its folder path, then any further collections it is in. */
const titlesOf = (b: ParsedBookmark) => [
  ...(b.folders.length ? [b.folders.join(FOLDER_SEPARATOR)] : []),
  ...(b.collections ?? []),
];

/**
 * Turns parsed entries into import rows: only absolute http(s) URLs are importable (javascript:,
 * data:, place:, file: and the like are refused and reported); an entry with no link (a note) is
 * skipped (but a Gems export's custom list, a gem with no URL, is imported); a URL seen earlier in the same file (same canonical form) is a duplicate whose
 * folders and tags join the first one's, so a link filed in two folders is in both collections.
 * Nested folders become one collection titled with the whole path ("Parent / Child"), so two
 * "Recipes" folders under different parents stay apart.
 */
export function toImportItems(bookmarks: ParsedBookmark[]): NewImportItem[] {
  const firsts = new Map<string, { item: NewImportItem; folders: string[]; tags: string[] }>();
  const items = bookmarks.map((b, position) => {
    const url = clean(b.href, MAX_URL + 1);
    const folders = uniqueCapped(titlesOf(b), MAX_FOLDERS, MAX_FOLDER);
    const item: NewImportItem = {
      position,
      url: url.slice(0, MAX_URL),
      canonicalUrl: null,
      title: clean(b.title, MAX_TITLE).trim(),
      description: clean(b.description, MAX_DESCRIPTION).trim(),
      note: clean(b.note ?? '', MAX_NOTE).trim(),
      tags: uniqueCapped(b.tags, MAX_TAGS, MAX_TAG),
      folder: folders[0] ?? null,
      folders,
      addedAt: b.addedAt,
      gem: b.gem ?? null,
      status: 'pending',
      message: null,
    };
    // A Gems export's custom list (a gem with no URL) is a gem of its own: imported, never merged.
    if (!url.trim() && b.gem && item.title) return item;
    if (b.noLink && !url.trim()) return { ...item, status: 'skipped' as const, message: NO_LINK };
    if (url.length > MAX_URL) return { ...item, status: 'failed' as const, message: TOO_LONG };
    const canonical = canonicalUrl(url);
    if (!canonical) return { ...item, status: 'failed' as const, message: NOT_HTTP };
    const first = firsts.get(canonical);
    if (first) {
      first.folders.push(...folders);
      first.tags.push(...b.tags);
      return { ...item, canonicalUrl: canonical, status: 'duplicate' as const, message: DUPLICATE_IN_FILE };
    }
    const pending = { ...item, canonicalUrl: canonical };
    firsts.set(canonical, { item: pending, folders: [...folders], tags: [...item.tags] });
    return pending;
  });
  for (const { item, folders, tags } of firsts.values()) {
    item.folders = uniqueCapped(folders, MAX_FOLDERS, MAX_FOLDER);
    item.folder = item.folders[0] ?? null;
    item.tags = uniqueCapped(tags, MAX_TAGS, MAX_TAG);
  }
  return items;
}
