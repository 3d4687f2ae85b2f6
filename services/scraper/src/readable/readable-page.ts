import { ARCHIVE_HTML_MAX_CHARS, ARCHIVE_TEXT_MAX_CHARS, READABLE_COPY_TAGS } from '@gems/contracts';
import { Readability } from '@mozilla/readability';
import { decodeHTML } from 'entities';
import { parseHTML } from 'linkedom';
import sanitizeHtml from 'sanitize-html';

/** A page's main content, as kept for a gem's readable copy (issue 29 §2). */
export interface ReadablePage {
  title: string;
  byline: string | null;
  /** Sanitized HTML: text structure and links only (see READABLE_COPY_TAGS). */
  html: string;
  /** The same content as plain text, paragraphs separated by blank lines (search, snippets). */
  text: string;
}

export interface ReadableCaps {
  /** The sanitized HTML kept; past it the copy is the text's paragraphs. */
  maxHtmlChars: number;
  maxTextChars: number;
}

const READABLE_CAPS: ReadableCaps = {
  maxHtmlChars: ARCHIVE_HTML_MAX_CHARS,
  maxTextChars: ARCHIVE_TEXT_MAX_CHARS,
};

/**
 * Whole elements dropped before Readability looks at the page, content and all: site chrome,
 * code, embedded documents and forms. Readability drops most of them itself; this makes "no
 * navigation, footer or script in the copy" a rule rather than a likelihood.
 */
const CHROME = [
  'script',
  'style',
  'noscript',
  'template',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'nav',
  'footer',
  'form',
  'button',
  'select',
  'textarea',
  'input',
  'dialog',
  'svg',
  'canvas',
  '[role="navigation"]',
  '[role="contentinfo"]',
  '[role="banner"]',
  '[role="search"]',
  '[role="dialog"]',
  '[aria-hidden="true"]',
  '[hidden]',
].join(',');

/** Tags whose whole content is thrown away by the sanitizer too (defence in depth). */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'noscript',
  'template',
  'textarea',
  'option',
  'nav',
  'footer',
  'header',
  'aside',
  'form',
  'button',
  'select',
  'iframe',
  'object',
  'svg',
  'math',
  'title',
];

const BLOCK_END =
  /<\/(?:p|h[1-6]|li|blockquote|pre|tr|div|section|article|figcaption|figure|dd|dt|table|ul|ol|dl|caption)>|<br\s*\/?>|<hr\s*\/?>/gi;

/**
 * The main content of a page: parsed with linkedom (a light DOM, ~4× faster than jsdom here),
 * chrome removed, Readability's extraction, then sanitize-html's allow-list. Links are made
 * absolute against the page's address and open elsewhere without a referrer. Null when the page
 * has no readable text.
 */
export function readablePage(
  pageHtml: string,
  pageUrl: string,
  caps: ReadableCaps = READABLE_CAPS,
): ReadablePage | null {
  const { document } = parseHTML(pageHtml);
  for (const node of [...document.querySelectorAll(CHROME)]) node.remove();
  const article = new Readability(document as unknown as ConstructorParameters<typeof Readability>[0], {
    keepClasses: false,
  }).parse();
  if (!article?.content) return null;
  let html = sanitize(article.content, pageUrl);
  let text = textOf(html);
  if (!text) return null;
  if (text.length > caps.maxTextChars) text = cutAtWord(text, caps.maxTextChars);
  if (html.length > caps.maxHtmlChars) html = paragraphsOf(text);
  return {
    title: oneLine(article.title ?? '').slice(0, 500),
    byline: oneLine(article.byline ?? '').slice(0, 300) || null,
    html,
    text,
  };
}

function sanitize(content: string, pageUrl: string): string {
  return sanitizeHtml(content, {
    allowedTags: [...READABLE_COPY_TAGS],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      abbr: ['title'],
      time: ['datetime'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan', 'scope'],
      ol: ['start', 'reversed'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    nonTextTags: DROPPED_WITH_CONTENT,
    transformTags: {
      // The copy's page has its own h1 (the gem's title): the article's headings start at h2.
      h1: 'h2',
      a: (tagName, attribs) => {
        const href = absolute(attribs.href, pageUrl);
        return {
          tagName,
          attribs: href
            ? {
                href,
                ...(attribs.title ? { title: attribs.title } : {}),
                rel: 'noopener noreferrer nofollow ugc',
                target: '_blank',
              }
            : {},
        };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
  });
}

/** An http(s) or mailto address resolved against the page; anything else is dropped. */
function absolute(href: string | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const url = new URL(href, base);
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null;
  } catch {
    return null;
  }
}

/** Plain text of sanitized HTML: one paragraph per block, entities decoded, spaces collapsed. */
export function textOf(html: string): string {
  return (
    decodeHTML(html.replace(BLOCK_END, '\n').replace(/<[^>]*>/g, ''))
      // No control characters in a copy's text: search's snippets use two of them as marks.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, ' ')
      .split('\n')
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter(Boolean)
      .join('\n\n')
  );
}

function paragraphsOf(text: string): string {
  const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split('\n\n')
    .map((p) => `<p>${escape(p)}</p>`)
    .join('\n');
}

function cutAtWord(text: string, max: number): string {
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.9 ? cut.slice(0, space) : cut}…`;
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim();
