import { Parser } from 'htmlparser2';
import type { ParsedBookmark } from './formats/parsed-bookmark.js';

export interface ParsedBookmarkFile {
  /** True when the file declares itself a Netscape bookmark file. */
  declared: boolean;
  bookmarks: ParsedBookmark[];
}

// Folders every browser writes as the root of its tree; their names carry no meaning of the user's.
const ROOT_FOLDER_ATTRS = ['personal_toolbar_folder', 'unfiled_bookmarks_folder'];

/** ADD_DATE is seconds since 1970; some tools write milliseconds or microseconds. */
export function parseAddDate(raw: string | undefined): Date | null {
  if (!raw || !/^\d{1,17}$/.test(raw.trim())) return null;
  let n = Number(raw.trim());
  if (n > 1e14)
    n = n / 1e6; // microseconds
  else if (n > 1e11) n = n / 1e3; // milliseconds
  if (n <= 0) return null;
  const date = new Date(n * 1000);
  // Before the web or in the future: not a date a browser wrote.
  if (date.getUTCFullYear() < 1990 || date.getTime() > Date.now() + 86_400_000) return null;
  return date;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * A streaming parse of a Netscape bookmark file (the format every browser exports): feed it
 * chunks with `write`, then `end()`. Folders are `<DT><H3>` headings followed by a `<DL>` list;
 * links are `<DT><A HREF ADD_DATE TAGS>`; a `<DD>` right after a link is its description. A
 * `<DD>` after a folder's heading is the folder's own (Firefox writes them), not the link
 * before it; an `<a>` inside a `<DD>` (Shaarli's thumbnails) is part of the description, not a link.
 */
class NetscapeBookmarksParser {
  private readonly result: ParsedBookmarkFile = { declared: false, bookmarks: [] };
  /** Open `<DL>` lists: the folder each belongs to (null for an unnamed or root folder). */
  private readonly lists: (string | null)[] = [];
  private heading: { name: string; root: boolean } | null = null;
  private pendingFolder: string | null | undefined;
  private link: ParsedBookmark | null = null;
  private description: ParsedBookmark | null = null;
  /** The last entry opened was a link (not a folder heading or a list): a `<DD>` now describes it. */
  private afterLink = false;
  /** Inside a `<DD>`: links there are not bookmarks. */
  private inDescription = false;
  private readonly parser: Parser;

  constructor(private readonly maxBookmarks = Number.POSITIVE_INFINITY) {
    this.parser = new Parser(
      {
        onprocessinginstruction: (_name, data) => {
          if (/^!doctype\s+netscape-bookmark-file/i.test(data)) this.result.declared = true;
        },
        onopentag: (name, attrs) => this.open(name, attrs),
        ontext: (text) => this.text(text),
        onclosetag: (name) => this.close(name),
      },
      { lowerCaseTags: true, lowerCaseAttributeNames: true, decodeEntities: true },
    );
  }

  /** True once `maxBookmarks` links were read: the caller stops feeding and refuses the file. */
  get full(): boolean {
    return this.result.bookmarks.length > this.maxBookmarks;
  }

  write(chunk: string): void {
    this.parser.write(chunk);
  }

  end(): ParsedBookmarkFile {
    this.parser.end();
    return this.result;
  }

  private folders(): string[] {
    return this.lists.filter((f): f is string => Boolean(f));
  }

  private open(name: string, attrs: Record<string, string>): void {
    if (name !== 'a' && name !== 'h3' && name !== 'dd' && name !== 'dl') {
      if (name === 'dt') {
        this.description = null;
        this.inDescription = false;
      }
      return;
    }
    if (name === 'dd') {
      this.description = this.afterLink ? (this.result.bookmarks.at(-1) ?? null) : null;
      this.afterLink = false;
      this.inDescription = true;
      return;
    }
    if (name === 'a' && this.inDescription) return;
    this.inDescription = false;
    if (name === 'h3') {
      this.heading = { name: '', root: ROOT_FOLDER_ATTRS.some((a) => a in attrs) };
      this.description = null;
      this.afterLink = false;
    } else if (name === 'dl') {
      this.afterLink = false;
      // A list right after a heading is that folder's contents; any other list is transparent.
      this.lists.push(this.pendingFolder ?? null);
      this.pendingFolder = undefined;
    } else if (name === 'a') {
      this.description = null;
      this.pendingFolder = undefined; // a heading with no list of its own
      if (this.full) return;
      this.link = {
        href: (attrs.href ?? '').trim(),
        title: '',
        description: '',
        tags: (attrs.tags ?? '')
          .split(',')
          .map((t) => squash(t))
          .filter(Boolean),
        folders: this.folders(),
        addedAt: parseAddDate(attrs.add_date),
      };
    }
  }

  private text(text: string): void {
    if (this.heading) this.heading.name += text;
    else if (this.link) this.link.title += text;
    else if (this.description) this.description.description += text;
  }

  private close(name: string): void {
    if (name === 'h3' && this.heading) {
      const folder = squash(this.heading.name);
      this.pendingFolder = this.heading.root || !folder ? null : folder;
      this.heading = null;
    } else if (name === 'a' && this.link) {
      this.link.title = squash(this.link.title);
      this.result.bookmarks.push(this.link);
      this.link = null;
      this.afterLink = true;
    } else if (name === 'dl') {
      this.lists.pop();
      this.description = null;
      this.inDescription = false;
      this.afterLink = false;
    } else if (name === 'dd') {
      if (this.description) this.description.description = squash(this.description.description);
      this.description = null;
      this.inDescription = false;
    }
  }
}

/** Parses a whole file held in memory, in chunks so the parser never sees one huge string at once. */
export function parseNetscapeBookmarks(
  file: Buffer,
  maxBookmarks = Number.POSITIVE_INFINITY,
): ParsedBookmarkFile & { tooMany: boolean } {
  const parser = new NetscapeBookmarksParser(maxBookmarks);
  const decoder = new TextDecoder('utf-8');
  const CHUNK = 64 * 1024;
  for (let at = 0; at < file.length && !parser.full; at += CHUNK) {
    parser.write(decoder.decode(file.subarray(at, at + CHUNK), { stream: true }));
  }
  const tooMany = parser.full;
  if (!tooMany) parser.write(decoder.decode());
  const result = parser.end();
  for (const b of result.bookmarks) b.description = squash(b.description);
  return { ...result, tooMany };
}
