import { parse } from 'csv-parse/sync';
import { STATE_TAGS, parseDate, type ParsedBookmark } from './parsed-bookmark.js';

type Row = Record<string, string | undefined>;

/** The header of a CSV file, lower-cased, or null when the first line is not a CSV header. */
export function csvHeader(text: string): string[] | null {
  const firstLine = text.slice(0, 4096).split(/\r?\n/, 1)[0] ?? '';
  if (!firstLine.includes(',')) return null;
  try {
    const [header] = parse(firstLine, { to_line: 1 }) as string[][];
    return header?.map((h) => h.trim().toLowerCase()) ?? null;
  } catch {
    return null;
  }
}

/** Every row as an object keyed by its lower-cased header. */
function rows(text: string): Row[] {
  return parse(text, {
    columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
    skip_empty_lines: true,
    relax_column_count: true,
    relax_quotes: true,
    bom: true,
  }) as Row[];
}

const str = (v: string | undefined) => (v ?? '').trim();
const split = (v: string | undefined, on: string | RegExp) =>
  str(v)
    .split(on)
    .map((t) => t.trim())
    .filter(Boolean);

/**
 * Pocket's export (getpocket.com/export, 2024-2025): `title,url,time_added,tags,status`, tags
 * joined by `|`, time_added in seconds, status `unread` or `archive`.
 */
export function parsePocketCsv(text: string): ParsedBookmark[] {
  return rows(text).map((r) => {
    const tags = split(r.tags, '|');
    if (str(r.status) === 'archive') tags.push(STATE_TAGS.archived);
    return {
      href: str(r.url),
      title: str(r.title),
      description: '',
      tags,
      folders: [],
      addedAt: parseDate(r.time_added),
      noLink: !str(r.url),
    };
  });
}

/**
 * Raindrop.io's CSV export: `id,title,note,excerpt,url,folder,tags,created,cover,highlights,
 * favorite`; tags comma-separated in one cell, a nested collection written `Parent/Child`,
 * created as ISO 8601, favorite `true`/`false`. "Unsorted" is Raindrop's no-collection.
 */
export function parseRaindropCsv(text: string): ParsedBookmark[] {
  return rows(text).map((r) => {
    const tags = split(r.tags, ',');
    if (str(r.favorite) === 'true') tags.push(STATE_TAGS.favorite);
    const folder = str(r.folder);
    return {
      href: str(r.url),
      title: str(r.title),
      description: str(r.excerpt),
      note: str(r.note),
      tags,
      folders: folder && folder !== 'Unsorted' ? split(folder, '/') : [],
      addedAt: parseDate(r.created),
      noLink: !str(r.url),
    };
  });
}

/** Instapaper's own folders: states, not collections. */
const INSTAPAPER_STATES: Record<string, string | null> = {
  Unread: null,
  Archive: STATE_TAGS.archived,
  Starred: STATE_TAGS.favorite,
};

/**
 * Instapaper's CSV export: `URL,Title,Selection,Folder,Timestamp[,Tags]`; Selection is the
 * highlighted text or summary, Folder one of Unread/Archive/Starred or the user's own folder
 * (nested ones written `Parent/Child`), Timestamp in seconds, Tags a JSON array.
 */
export function parseInstapaperCsv(text: string): ParsedBookmark[] {
  return rows(text).map((r) => {
    const tags = instapaperTags(r.tags);
    const folder = str(r.folder);
    const state = INSTAPAPER_STATES[folder];
    if (state) tags.push(state);
    return {
      href: str(r.url),
      title: str(r.title),
      description: str(r.selection),
      tags,
      folders: folder && state === undefined ? split(folder, '/') : [],
      addedAt: parseDate(r.timestamp),
      noLink: !str(r.url),
    };
  });
}

function instapaperTags(raw: string | undefined): string[] {
  const text = str(raw);
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map((t) => String(t).trim()).filter(Boolean) : [];
  } catch {
    return split(text, ',');
  }
}

/** Which CSV export a header names, or null. */
export function csvFormatOf(header: string[]): 'pocket' | 'raindrop' | 'instapaper' | null {
  const has = (...names: string[]) => names.every((n) => header.includes(n));
  if (has('url', 'title', 'selection', 'folder', 'timestamp')) return 'instapaper';
  if (has('url', 'title', 'excerpt', 'folder', 'created')) return 'raindrop';
  if (has('url', 'title', 'time_added')) return 'pocket';
  return null;
}
