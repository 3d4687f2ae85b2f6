import type { GemRow } from '../gems/gems.repository.js';

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** The head every browser writes and reads back. */
export const NETSCAPE_HEAD = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<!-- This is an automatically generated file.
     It will be read and overwritten.
     DO NOT EDIT! -->
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
`;
export const NETSCAPE_TAIL = '</DL><p>\n';

/** A folder's heading and the start of its list, indented `depth` levels (1 = top level). */
export function folderOpen(title: string, depth = 1): string {
  const indent = '    '.repeat(depth);
  return `${indent}<DT><H3>${escapeHtml(title)}</H3>\n${indent}<DL><p>\n`;
}
export const folderClose = (depth = 1) => `${'    '.repeat(depth)}</DL><p>\n`;

/** One link: URL, ADD_DATE (the gem's creation), TAGS, and the description (or note) as DD. */
export function bookmarkLine(gem: GemRow, indent = '    '): string {
  const tags = gem.tags.length ? ` TAGS="${escapeHtml(gem.tags.join(','))}"` : '';
  const href = gem.url || '';
  const line = `${indent}<DT><A HREF="${escapeHtml(href)}" ADD_DATE="${seconds(gem.createdAt)}"${tags}>${escapeHtml(gem.title)}</A>\n`;
  const about = (gem.description || gem.userNote).replace(/\s+/g, ' ').trim();
  return about ? `${line}${indent}<DD>${escapeHtml(about)}\n` : line;
}
