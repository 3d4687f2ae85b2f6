import type { ParsedBookmark } from './parsed-bookmark.js';

// "https://example.com/page | Page title"; OneTab writes the URL alone when the tab had no title.
const ONETAB_LINE = /^(\S+:\S*)(?: \| (.*))?$/;

/**
 * OneTab's "Export URLs" text: one tab a line as `URL | title`, a blank line between tab groups.
 * Groups have no names in the export, so the links land in no collection. Answers null when the
 * text is not such a list (any non-empty line that is not `URL | title`).
 */
export function parseOneTab(text: string): ParsedBookmark[] | null {
  const bookmarks: ParsedBookmark[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const match = ONETAB_LINE.exec(line);
    if (!match) return null;
    bookmarks.push({
      href: match[1]!,
      title: (match[2] ?? '').trim(),
      description: '',
      tags: [],
      folders: [],
      addedAt: null,
    });
  }
  return bookmarks.some((b) => /^https?:\/\//i.test(b.href)) ? bookmarks : null;
}
