import { parseNetscapeBookmarks } from '../netscape-bookmarks.parser.js';
import {
  parseKarakeepJson,
  parseLinkwardenJson,
  parseOmnivoreJson,
  parseWallabagJson,
} from './app-json.parser.js';
import {
  csvFormatOf,
  csvHeader,
  parseInstapaperCsv,
  parsePocketCsv,
  parseRaindropCsv,
} from './csv-exports.parser.js';
import { GEMS_EXPORT_FORMAT, parseGemsJson } from './gems-json.parser.js';
import { parseOneTab } from './onetab.parser.js';
import type { ImportFormat, ParsedBookmark, ParsedImportFile } from './parsed-bookmark.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Which app's JSON this is, from its shape; null when none. */
function jsonFormatOf(data: unknown): ImportFormat | null {
  if (Array.isArray(data)) {
    const first: unknown = data.find(isObject);
    if (!isObject(first)) return null;
    if ('is_archived' in first || 'is_starred' in first || 'domain_name' in first) return 'wallabag';
    if ('savedAt' in first || 'slug' in first || 'labels' in first) return 'omnivore';
    return null;
  }
  if (!isObject(data)) return null;
  if (data.format === GEMS_EXPORT_FORMAT) return 'gems';
  if (Array.isArray(data.collections) && data.collections.some((c) => isObject(c) && 'links' in c)) {
    return 'linkwarden';
  }
  if (Array.isArray(data.bookmarks)) return 'karakeep';
  return null;
}

/** Entries in a JSON export before its schema is checked, so a huge file is refused cheaply. */
function entryCount(data: unknown): number {
  if (Array.isArray(data)) return data.length;
  if (!isObject(data)) return 0;
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  if (Array.isArray(data.collections) && !Array.isArray(data.gems)) {
    return list(data.collections).reduce<number>((n, c) => n + (isObject(c) ? list(c.links).length : 0), 0);
  }
  return list(data.gems).length + list(data.bookmarks).length;
}

function parseJson(text: string, maxBookmarks: number): ParsedImportFile | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const format = jsonFormatOf(data);
  if (format && entryCount(data) > maxBookmarks)
    return { format, bookmarks: [], declared: true, tooMany: true };
  const file = (bookmarks: ParsedBookmark[]) => ({
    format: format!,
    bookmarks,
    declared: true,
    tooMany: false,
  });
  switch (format) {
    case 'gems':
      return { ...file([]), ...parseGemsJson(data) };
    case 'linkwarden':
      return file(parseLinkwardenJson(data));
    case 'karakeep':
      return file(parseKarakeepJson(data));
    case 'omnivore':
      return file(parseOmnivoreJson(data));
    case 'wallabag':
      return file(parseWallabagJson(data));
    default:
      return null;
  }
}

function parseCsv(text: string): ParsedImportFile | null {
  const header = csvHeader(text);
  const format = header && csvFormatOf(header);
  if (!format) return null;
  const parse = { pocket: parsePocketCsv, raindrop: parseRaindropCsv, instapaper: parseInstapaperCsv }[
    format
  ];
  return { format, bookmarks: parse(text), declared: true, tooMany: false };
}

/**
 * Reads an import file in whichever format its content shows (never its name): a Netscape
 * bookmark file (HTML), Gems' own JSON export, a Linkwarden, Karakeep, Omnivore or wallabag JSON
 * export, a Pocket, Raindrop.io or Instapaper CSV export, or OneTab's text list; anything else
 * is read as HTML (no links found means it is not a bookmarks file). Throws UnreadableExport when
 * a file looks like an app's JSON export but cannot be read as one.
 */
export function parseImportFile(file: Buffer, maxBookmarks: number): ParsedImportFile {
  const head = file
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) return { format: 'netscape', ...parseNetscapeBookmarks(file, maxBookmarks) };
  const text = new TextDecoder('utf-8').decode(file).replace(/^\uFEFF/, '');
  let parsed: ParsedImportFile | null = null;
  if (head.startsWith('{') || head.startsWith('[')) parsed = parseJson(text, maxBookmarks);
  parsed ??= parseCsv(text);
  if (!parsed) {
    const lines = parseOneTab(text);
    if (lines) parsed = { format: 'onetab', bookmarks: lines, declared: true, tooMany: false };
  }
  // What is none of the others may still hold bookmark links (an HTML file without the doctype).
  if (!parsed) return { format: 'netscape', ...parseNetscapeBookmarks(file, maxBookmarks) };
  return { ...parsed, tooMany: parsed.tooMany || parsed.bookmarks.length > maxBookmarks };
}
