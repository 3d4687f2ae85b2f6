import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';

/**
 * One streaming pass over the HTML (htmlparser2, no DOM) that keeps only what the preview
 * rules read: meta tags, links, the title, JSON-LD, microdata, candidate images, headline
 * elements, a sample of the visible text, and whatever a site rule asked for. Building no tree
 * is what makes extraction several times faster than DOM-based scrapers.
 */

export type Attrs = Record<string, string>;

export interface Captured {
  tag: string;
  attrs: Attrs;
  text: string;
}

/** An element a rule wants: matched on open, its text collected up to `text` characters. */
export interface CaptureSpec {
  key: string;
  test: (tag: string, attrs: Attrs) => boolean;
  /** Collect the element's text, up to this many characters (0: attributes only). */
  text?: number;
  /** Keep at most this many matches (default 1). */
  limit?: number;
}

export interface ImageCandidate {
  src: string;
  alt: string;
  width: number;
  height: number;
  inArticle: boolean;
  inContent: boolean;
  ariaHidden: boolean;
  inHeaderOrNav: boolean;
}

export interface MicrodataItem {
  type: string;
  props: Map<string, string>;
}

export interface LinkTag {
  rel: string;
  href: string;
  type: string;
  sizes: string;
  hreflang: string;
  title: string;
}

export interface PageScan {
  lang: string;
  baseHref: string;
  /** Lower-cased meta name / property → contents in document order. */
  meta: Map<string, string[]>;
  /**
   * Meta keys whose first tag was broken by an unescaped quote inside `content` (the value is
   * cut short and the rest spills into junk attributes): rules look for a fuller source.
   */
  brokenMeta: Set<string>;
  /** `<meta itemprop>` / `<link itemprop>` values, lower-cased key. */
  itemprop: Map<string, string[]>;
  /** First non-empty `<title>` text. */
  title: string;
  jsonLd: string[];
  links: LinkTag[];
  microdata: MicrodataItem[];
  images: ImageCandidate[];
  /** The poster frame of the page's first `<video>`, '' when it has none. */
  videoPoster: string;
  /** First non-empty text of `.post-title`, `.entry-title`, `h1[class*=title] a`, `h1[class*=title]`, h1. */
  headings: { postTitle: string; entryTitle: string; h1TitleLink: string; h1Title: string; h1: string };
  /** First paragraphs of visible text (for description fallbacks). */
  paragraphs: string[];
  /** The first few KB of visible body text, whitespace-collapsed. */
  textSample: string;
  visibleTextLength: number;
  scriptCount: number;
  scriptSrcs: string[];
  /** Ids and action URLs of forms, ids of elements (first 200), for wall and app-shell detection. */
  formActions: string[];
  ids: string[];
  inputNames: string[];
  captures: Map<string, Captured[]>;
  /**
   * Tokenising stopped early (the head was enough, or the nesting got absurd); the rest was only
   * searched for JSON-LD and item types.
   */
  partial: boolean;
}

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'textarea', 'select', 'option']);
const TEXT_SAMPLE = 4000;
const MAX_IMAGES = 40;
const MAX_PARAGRAPHS = 8;

interface Active {
  depth: number;
  /** Sees script and style text too (JSON-LD). */
  raw: boolean;
  onText: (text: string) => void;
  onClose: () => void;
}

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();

export interface ScanOptions {
  /**
   * Asked when `<body>` opens: true when the head already holds everything the rules need, so
   * the body is only searched for JSON-LD and microdata types (a fast string scan) instead of
   * being tokenised. Typical pages keep three quarters of their bytes in the body.
   */
  headIsEnough?: (scan: PageScan) => boolean;
}

const CHUNK = 64 * 1024;
const VIDEO_POSTER = /\sposter\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const JSON_LD_OPEN = /^<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json/i;
const ITEMTYPE = /\bitemtype\s*=\s*["']([^"'<>]{1,300})["']/gi;
// Real pages nest a few hundred elements at most; the parser's own stack handling is quadratic
// in depth, so a page nested deeper (unclosed tags by the thousand) is read no further.
const MAX_DEPTH = 1024;
// Attribute values are kept to this length: no rule needs more, and hostile pages get no lever.
const MAX_ATTRIBUTE = 20_000;

export function scanHtml(
  html: string,
  specs: readonly CaptureSpec[] = [],
  options: ScanOptions = {},
): PageScan {
  const scan: PageScan = {
    lang: '',
    baseHref: '',
    meta: new Map(),
    brokenMeta: new Set(),
    itemprop: new Map(),
    title: '',
    jsonLd: [],
    links: [],
    microdata: [],
    images: [],
    videoPoster: '',
    headings: { postTitle: '', entryTitle: '', h1TitleLink: '', h1Title: '', h1: '' },
    paragraphs: [],
    textSample: '',
    visibleTextLength: 0,
    scriptCount: 0,
    scriptSrcs: [],
    formActions: [],
    ids: [],
    inputNames: [],
    captures: new Map(),
    partial: false,
  };
  const push = (map: Map<string, string[]>, key: string, value: string) => {
    const list = map.get(key);
    if (list) list.push(value);
    else map.set(key, [value]);
  };

  let depth = 0;
  let skipDepth = 0; // > 0 inside script/style/...: no visible text
  let articleDepth = 0;
  let contentDepth = 0;
  let chromeDepth = 0; // header, nav, footer, aside
  let inBody = false;
  let sampleLength = 0;
  let titleH1Open = 0;
  let stoppedAt = -1;
  let seenVideo = false;
  const sample: string[] = [];
  const active: Active[] = [];
  const closers: Array<(() => void) | null> = []; // per open element: what to undo on close
  const itemStack: Array<{ depth: number; item: MicrodataItem }> = [];

  const collect = (limit: number, done: (text: string) => void) => {
    let text = '';
    active.push({
      depth,
      raw: false,
      onText: (t) => {
        if (text.length < limit) text += t;
      },
      onClose: () => done(collapse(text).slice(0, limit)),
    });
  };

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        depth++;
        if (depth > MAX_DEPTH && stoppedAt < 0) {
          stoppedAt = parser.endIndex + 1;
          parser.pause();
        }
        let closer: (() => void) | null = null;
        switch (tag) {
          case 'meta': {
            const content = attrs.content?.slice(0, MAX_ATTRIBUTE);
            if (content !== undefined) {
              const name = attrs.name ?? attrs.property;
              if (name) {
                const key = name.toLowerCase();
                if (!scan.meta.has(key) && Object.keys(attrs).some((a) => /["',]/.test(a)))
                  scan.brokenMeta.add(key);
                push(scan.meta, key, content);
              }
              if (attrs.property && attrs.name) push(scan.meta, attrs.property.toLowerCase(), content);
              if (attrs.itemprop) push(scan.itemprop, attrs.itemprop.toLowerCase(), content);
            }
            break;
          }
          case 'link': {
            if (attrs.href) {
              scan.links.push({
                rel: (attrs.rel ?? '').toLowerCase(),
                href: attrs.href,
                type: (attrs.type ?? '').toLowerCase(),
                sizes: attrs.sizes ?? '',
                hreflang: (attrs.hreflang ?? '').toLowerCase(),
                title: attrs.title ?? '',
              });
              if (attrs.itemprop) push(scan.itemprop, attrs.itemprop.toLowerCase(), attrs.href);
            }
            break;
          }
          case 'html':
            if (!scan.lang && attrs.lang) scan.lang = attrs.lang;
            break;
          case 'base':
            if (!scan.baseHref && attrs.href) scan.baseHref = attrs.href;
            break;
          case 'body':
            inBody = true;
            if (options.headIsEnough?.(scan)) {
              stoppedAt = parser.endIndex + 1;
              parser.pause();
            }
            break;
          case 'title':
            if (!scan.title)
              collect(2000, (t) => {
                if (!scan.title) scan.title = t;
              });
            break;
          case 'script': {
            scan.scriptCount++;
            if (attrs.src && scan.scriptSrcs.length < 60) scan.scriptSrcs.push(attrs.src);
            const type = (attrs.type ?? '').toLowerCase();
            if (type === 'application/ld+json') {
              let raw = '';
              active.push({
                depth,
                raw: true,
                onText: (t) => (raw += t),
                onClose: () => raw.trim() && scan.jsonLd.push(raw),
              });
            }
            break;
          }
          case 'img':
            if (scan.images.length < MAX_IMAGES) {
              const src = attrs.src || attrs['data-src'] || attrs['data-lazy-src'] || '';
              if (src)
                scan.images.push({
                  src,
                  alt: attrs.alt ?? '',
                  width: parseInt(attrs.width ?? '', 10) || 0,
                  height: parseInt(attrs.height ?? '', 10) || 0,
                  inArticle: articleDepth > 0,
                  inContent: contentDepth > 0,
                  ariaHidden: attrs['aria-hidden'] === 'true',
                  inHeaderOrNav: chromeDepth > 0,
                });
            }
            break;
          case 'video':
            if (!seenVideo) {
              seenVideo = true;
              scan.videoPoster = attrs.poster ?? '';
            }
            break;
          case 'article':
            articleDepth++;
            closer = () => articleDepth--;
            break;
          case 'header':
          case 'footer':
            // An article's own header is content; the page's header is chrome.
            if (articleDepth > 0) break;
            chromeDepth++;
            closer = () => chromeDepth--;
            break;
          case 'nav':
          case 'aside':
            chromeDepth++;
            closer = () => chromeDepth--;
            break;
          case 'h1':
            if (!scan.headings.h1) collect(500, (t) => t && !scan.headings.h1 && (scan.headings.h1 = t));
            if (/title/i.test(attrs.class ?? '')) {
              if (!scan.headings.h1Title)
                collect(500, (t) => t && !scan.headings.h1Title && (scan.headings.h1Title = t));
              titleH1Open++;
              closer = () => titleH1Open--;
            }
            break;
          case 'a':
            if (!scan.headings.h1TitleLink && titleH1Open > 0)
              collect(500, (t) => t && !scan.headings.h1TitleLink && (scan.headings.h1TitleLink = t));
            break;
          case 'p':
            if (inBody && chromeDepth === 0 && scan.paragraphs.length < MAX_PARAGRAPHS)
              collect(
                1200,
                (t) => t.length > 0 && scan.paragraphs.length < MAX_PARAGRAPHS && scan.paragraphs.push(t),
              );
            break;
          case 'form':
            if (scan.formActions.length < 20)
              scan.formActions.push(`${attrs.id ?? ''} ${attrs.action ?? ''}`);
            break;
          case 'input':
            if (scan.inputNames.length < 40) scan.inputNames.push(`${attrs.id ?? ''} ${attrs.name ?? ''}`);
            break;
        }
        if (SKIP_TEXT.has(tag)) {
          skipDepth++;
          const previous = closer;
          closer = () => {
            skipDepth--;
            previous?.();
          };
        }
        const id = attrs.id;
        if (id !== undefined) {
          if (scan.ids.length < 200) scan.ids.push(id);
          if (id === 'content') {
            contentDepth++;
            const previous = closer;
            closer = () => {
              contentDepth--;
              previous?.();
            };
          }
        }
        const cls = attrs.class;
        if (cls !== undefined && cls.includes('-title')) {
          if (!scan.headings.postTitle && hasClass(cls, 'post-title'))
            collect(500, (t) => t && !scan.headings.postTitle && (scan.headings.postTitle = t));
          if (!scan.headings.entryTitle && hasClass(cls, 'entry-title'))
            collect(500, (t) => t && !scan.headings.entryTitle && (scan.headings.entryTitle = t));
        }
        if (attrs.itemscope !== undefined || attrs.itemprop !== undefined) closer = microdata(attrs, closer);
        for (const spec of specs) {
          const list = scan.captures.get(spec.key);
          if ((list?.length ?? 0) >= (spec.limit ?? 1) || !spec.test(tag, attrs)) continue;
          const entry: Captured = { tag, attrs, text: '' };
          if (list) list.push(entry);
          else scan.captures.set(spec.key, [entry]);
          if (spec.text) collect(spec.text, (t) => (entry.text = t));
        }
        closers.push(closer);
      },
      ontext(text) {
        for (const a of active) if (a.raw || skipDepth === 0) a.onText(text);
        if (skipDepth > 0 || !inBody) return;
        scan.visibleTextLength += text.length;
        if (sampleLength < TEXT_SAMPLE) {
          sample.push(text);
          sampleLength += text.length;
        }
      },
      onclosetag() {
        const closer = closers.pop();
        closer?.();
        depth--;
        // Collectors are stacked by depth, so the ones inside the closed element are on top.
        while (active.length && active[active.length - 1]!.depth > depth) active.pop()!.onClose();
      },
    },
    { decodeEntities: true },
  );

  function microdata(attrs: Attrs, previous: (() => void) | null): (() => void) | null {
    let closer = previous;
    const owner = itemStack[itemStack.length - 1];
    if (attrs.itemprop !== undefined && owner && attrs.itemscope === undefined) {
      const prop = attrs.itemprop.toLowerCase();
      const direct = attrs.content ?? attrs.src ?? attrs.href ?? attrs.datetime;
      if (direct !== undefined) {
        if (!owner.item.props.has(prop)) owner.item.props.set(prop, direct);
      } else if (!owner.item.props.has(prop)) {
        collect(1000, (t) => t && !owner.item.props.has(prop) && owner.item.props.set(prop, t));
      }
    }
    if (attrs.itemscope !== undefined) {
      const item: MicrodataItem = { type: attrs.itemtype ?? '', props: new Map() };
      if (scan.microdata.length < 50) scan.microdata.push(item);
      itemStack.push({ depth, item });
      closer = () => {
        itemStack.pop();
        previous?.();
      };
    }
    return closer;
  }

  for (let i = 0; i < html.length && stoppedAt < 0; i += CHUNK) parser.write(html.slice(i, i + CHUNK));
  if (stoppedAt < 0) parser.end();
  else scanBodyQuickly(html.slice(stoppedAt), scan, seenVideo);
  scan.partial = stoppedAt >= 0;
  scan.textSample = collapse(sample.join(' ')).slice(0, TEXT_SAMPLE);
  return scan;

  function hasClass(cls: string, name: string): boolean {
    return ` ${cls} `.replace(/\s+/g, ' ').includes(` ${name} `);
  }
}

/**
 * JSON-LD blocks and microdata item types of a body that is not tokenised. Plain index searches:
 * a page with many unclosed tags costs one pass, not one pass per tag.
 */
function scanBodyQuickly(body: string, scan: PageScan, seenVideo: boolean): void {
  if (!seenVideo) {
    const video = body.indexOf('<video');
    const end = video < 0 ? -1 : body.indexOf('>', video);
    if (end > 0) {
      const poster = VIDEO_POSTER.exec(body.slice(video, Math.min(end + 1, video + 5000)));
      scan.videoPoster = decodeHTML(poster?.[1] ?? poster?.[2] ?? poster?.[3] ?? '');
    }
  }
  let from = 0;
  for (;;) {
    const marker = body.indexOf('application/ld+json', from);
    if (marker < 0) break;
    from = marker + 19;
    const open = body.lastIndexOf('<script', marker);
    const openEnd = body.indexOf('>', marker);
    if (open < 0 || openEnd < 0 || marker - open > 1000 || !JSON_LD_OPEN.test(body.slice(open, openEnd)))
      continue;
    const close = body.indexOf('</script', openEnd);
    if (close < 0) break;
    const block = body.slice(openEnd + 1, close);
    if (block.trim()) scan.jsonLd.push(block);
    from = close;
  }
  if (body.includes('itemtype'))
    for (const match of body.matchAll(ITEMTYPE))
      if (scan.microdata.length < 50) scan.microdata.push({ type: match[1]!, props: new Map() });
}
