/** What one pass over a page's HTML keeps for the preview rules (see ../html-scan.ts). */

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

interface ImageCandidate {
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

interface LinkTag {
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
  /** Byline and dateline clues from the body, by kind (see hints.ts): the first few of each. */
  hints: Map<string, string[]>;
  /**
   * Tokenising stopped early (the head was enough, or the nesting got absurd); the rest was only
   * searched for JSON-LD and item types.
   */
  partial: boolean;
}

export interface ScanOptions {
  /**
   * Asked when `<body>` opens: true when the head already holds everything the rules need, so
   * the body is only searched for JSON-LD and microdata types (a fast string scan) instead of
   * being tokenised. Typical pages keep three quarters of their bytes in the body.
   */
  headIsEnough?: (scan: PageScan) => boolean;
  /**
   * Asked after that quick scan found the body's JSON-LD: true when no date is known yet, so the
   * body is searched for `<time>` and dateline clues too.
   */
  wantsBodyDates?: (scan: PageScan) => boolean;
}

export function emptyScan(): PageScan {
  return {
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
    hints: new Map(),
    partial: false,
  };
}

export function pushTo(map: Map<string, string[]>, key: string, value: string): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
