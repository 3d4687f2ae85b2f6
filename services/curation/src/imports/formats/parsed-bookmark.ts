import type { Visibility } from '@gems/contracts';

/** The formats an import file may be in, detected from its content (never from its name). */
export type ImportFormat =
  | 'netscape'
  | 'pocket'
  | 'raindrop'
  | 'instapaper'
  | 'linkwarden'
  | 'karakeep'
  | 'omnivore'
  | 'wallabag'
  | 'onetab'
  | 'gems';

/** What only Gems' own JSON export carries, so that it imports back with nothing lost. */
export interface GemExtras {
  /** A custom list (a gem with no URL) keeps its domain marker ("custom-list"). */
  domain?: string;
  categories?: string[];
  visibility?: Visibility;
  imageUrl?: string;
  images?: { imageUrl: string; thumbnailUrl: string | null; caption: string | null }[];
  isBookmark?: boolean;
  siteName?: string | null;
  logoUrl?: string | null;
  author?: string | null;
  publishedAt?: string | null;
}

/** One entry of an import file, as the other app wrote it (nothing validated yet). */
export interface ParsedBookmark {
  href: string;
  title: string;
  /** The page's description or excerpt. */
  description: string;
  /** The user's own note about the link (saved as the gem's note). */
  note?: string;
  /** Tags; a state Gems has no field for (archived, favourite) arrives here as a tag too. */
  tags: string[];
  /** Folder names from the outermost in; browser root folders (toolbar, menu) left out. */
  folders: string[];
  /** Further collections the entry is in, each as a whole title ("Parent / Child"). */
  collections?: string[];
  /** When it was saved, or null when missing or not a plausible time. */
  addedAt: Date | null;
  /** An entry with no link (a note, a text, an uploaded file): reported as skipped. */
  noLink?: boolean;
  gem?: GemExtras;
}

/** A Gems export's collection, kept as it was. */
export interface ExportedCollection {
  title: string;
  description: string;
  visibility: Visibility;
}

export interface ParsedImportFile {
  format: ImportFormat;
  bookmarks: ParsedBookmark[];
  /** A file that says what it is (a Netscape doctype, a Gems export) but holds no links. */
  declared: boolean;
  tooMany: boolean;
  collections?: ExportedCollection[];
}

/** A file that looks like an app's export but cannot be read as one. */
export class UnreadableExport extends Error {}

/** Between folder names of a nested folder's collection title. */
export const FOLDER_SEPARATOR = ' / ';

/** A date no app could have written (before the web, or in the future) counts as missing. */
function plausibleDate(date: Date): Date | null {
  if (Number.isNaN(date.getTime())) return null;
  if (date.getUTCFullYear() < 1990 || date.getTime() > Date.now() + 86_400_000) return null;
  return date;
}

/** Seconds since 1970 (some tools write milliseconds or microseconds), or an ISO date text. */
export function parseDate(raw: unknown): Date | null {
  if (typeof raw === 'number' && Number.isFinite(raw)) return fromEpoch(raw);
  if (typeof raw !== 'string' || !raw.trim()) return null;
  const text = raw.trim();
  if (/^\d{1,17}(\.\d+)?$/.test(text)) return fromEpoch(Number(text));
  return plausibleDate(new Date(text));
}

function fromEpoch(n: number): Date | null {
  let seconds = n;
  if (seconds > 1e14)
    seconds = seconds / 1e6; // microseconds
  else if (seconds > 1e11) seconds = seconds / 1e3; // milliseconds
  if (seconds <= 0) return null;
  return plausibleDate(new Date(seconds * 1000));
}

/** Tags named for a state Gems has no field of its own for. */
export const STATE_TAGS = { archived: 'archived', favorite: 'favorite' } as const;
