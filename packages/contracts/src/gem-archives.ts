import { z } from 'zod';

/**
 * A gem's readable copy (issue 29 §2): the saved page's main content, extracted and sanitized by
 * the scraper, kept by curation. `html` holds text structure and links only (no script, style,
 * navigation, footer, images or attributes beyond links'); `text` is the same as plain text.
 */

/** Caps of what is kept: the scraper cuts to them, curation refuses more. */
export const ARCHIVE_HTML_MAX_CHARS = 400_000;
export const ARCHIVE_TEXT_MAX_CHARS = 150_000;
/** The page's HTML a browser (the extension) may send for its gem's copy. */
export const ARCHIVE_PAGE_MAX_CHARS = 5 * 1024 * 1024;

/**
 * What a readable copy may hold: text structure, tables and links — the scraper's sanitizer keeps
 * only these, and the web rebuilds only these. No images or media (they would be fetched from the
 * third-party site each time the copy is read), no forms, no embedded documents.
 */
export const READABLE_COPY_TAGS = [
  'p',
  'br',
  'hr',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'pre',
  'code',
  'kbd',
  'samp',
  'em',
  'strong',
  'b',
  'i',
  'u',
  's',
  'del',
  'ins',
  'sub',
  'sup',
  'small',
  'mark',
  'abbr',
  'cite',
  'q',
  'time',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'a',
  'span',
  'div',
  'section',
  'article',
] as const;

/** GET /api/gems/{id}/archive. */
export const zGemArchive = z.object({
  gemId: z.number().int(),
  /** The address the copy was taken from (the gem's address then). */
  url: z.string(),
  title: z.string(),
  byline: z.string().nullable(),
  html: z.string(),
  text: z.string(),
  /** When the copy was taken (ISO 8601). */
  savedAt: z.string(),
});
export type GemArchive = z.infer<typeof zGemArchive>;

/** PUT /api/gems/{id}/archive: the page as the owner's browser has it (the extension). */
export const zGemArchivePage = z.object({
  html: z
    .string()
    .min(1, 'html is empty')
    .max(ARCHIVE_PAGE_MAX_CHARS, `html is longer than ${ARCHIVE_PAGE_MAX_CHARS} characters`),
});

/** The scraper's POST /internal/pages/readable: what a page's copy is made of. */
export const zReadableCopy = z.object({
  /** The address after redirects. */
  url: z.string(),
  title: z.string().max(500),
  byline: z.string().max(300).nullable(),
  html: z.string().max(ARCHIVE_HTML_MAX_CHARS),
  text: z.string().max(ARCHIVE_TEXT_MAX_CHARS + 1),
});
export type ReadableCopy = z.infer<typeof zReadableCopy>;

/**
 * A search card's match in the page's text (issue 29 §3): a short passage in pieces, `mark`
 * on the words that matched, so a client shows the highlight without reading HTML.
 */
export const zMatchSnippet = z.array(z.object({ text: z.string(), mark: z.boolean() }));
export type MatchSnippet = z.infer<typeof zMatchSnippet>;
