import { detectWall, isWallTitle } from './bot-wall.js';
import { guessCategory } from './category.js';
import { decodeHtml } from './charset.js';
import { dateModified, genericAuthor, genericDate, genericLogo, genericPublisher } from './byline-rules.js';
import {
  genericDescription,
  genericImage,
  genericLang,
  genericTitle,
  genericUrl,
  structuredImage,
} from './generic-rules.js';
import { scanHtml, type PageScan } from './html-scan.js';
import { createPageContext } from './page-context.js';
import { looksScriptRendered } from './script-rendered.js';
import { siteRuleFor } from './sites/index.js';
import type { Location, PreviewFields } from './sites/site-rule.js';

export type { Location, PreviewFields } from './sites/site-rule.js';

export interface Extraction extends PreviewFields {
  /** When the page says it was last updated (ISO instant); `date` is when it was published. */
  dateModified: string | null;
  /** Images to try, in order, when `image` is unreachable. */
  imageFallbacks: string[];
  category: string;
  requiresBookmark: boolean;
  locations: Location[];
  /** Why the page is a bot wall, captcha, consent or login wall instead of content; else null. */
  wall: string | null;
  /** The static HTML lacks a title or image and is an app shell filled in by script. */
  needsRendering: boolean;
  /** The page's oEmbed endpoint (JSON), for filling a missing title or image. */
  oembedUrl: string | null;
  /** The site rule that applied, if any. */
  site: string | null;
}

export interface ExtractOptions {
  contentType?: string | null;
  extractLocations?: boolean;
}

/** Link preview from a page's bytes. Pure: no I/O, deterministic, safe on hostile input. */
export function extract(html: Buffer | string, pageUrl: string, options: ExtractOptions = {}): Extraction {
  const url = new URL(pageUrl);
  const text = typeof html === 'string' ? html : decodeHtml(html, options.contentType);
  const site = siteRuleFor(url);
  const extractLocations = options.extractLocations ?? false;
  const needsBody = extractLocations || (site?.captures?.length ?? 0) > 0;
  const scan = scanHtml(text, site?.captures, {
    headIsEnough: needsBody ? undefined : (s) => headIsEnough(url, s),
    wantsBodyDates: (s) => genericDate(createPageContext(url, s)) === null,
  });
  const ctx = createPageContext(url, scan);

  const generic: PreviewFields = {
    title: genericTitle(ctx),
    description: genericDescription(ctx),
    image: genericImage(ctx),
    url: genericUrl(ctx),
    publisher: genericPublisher(ctx),
    author: genericAuthor(ctx),
    date: genericDate(ctx),
    logo: genericLogo(ctx),
    lang: genericLang(ctx),
  };
  const specific = site ? site.apply(ctx, generic, { extractLocations }) : {};
  const fields: PreviewFields = {
    title: pick(specific.title, generic.title),
    description: pick(specific.description, generic.description),
    image: pick(specific.image, generic.image),
    url: specific.url ?? generic.url,
    publisher: pick(specific.publisher, generic.publisher),
    author: pick(specific.author, generic.author),
    date: pick(specific.date, generic.date),
    logo: pick(specific.logo, generic.logo),
    lang: pick(specific.lang, generic.lang),
  };
  const wall = detectWall(ctx, fields);
  return {
    ...fields,
    dateModified: dateModified(ctx),
    imageFallbacks: (specific.imageFallbacks ?? []).filter((i) => i !== fields.image),
    category: specific.category ?? guessCategory(ctx, fields),
    requiresBookmark: specific.requiresBookmark ?? false,
    locations: extractLocations ? (specific.locations ?? []) : [],
    wall,
    needsRendering: !wall && (!fields.title || !fields.image) && looksScriptRendered(ctx),
    oembedUrl: ctx.abs(
      scan.links.find((l) => l.rel.includes('alternate') && /^(application|text)\/json\+oembed$/.test(l.type))
        ?.href,
    ),
    site: site?.name ?? null,
  };
}

/** A site rule's `null` means "this site has none", `undefined` means "no opinion". */
const pick = <T>(specific: T | null | undefined, generic: T | null): T | null =>
  specific === undefined ? generic : specific;

/**
 * The head alone decides the preview when it names a title, description and image from
 * publisher metadata (nothing falls through to body heuristics), no meta tag is broken, and the
 * title is not an interstitial's.
 */
function headIsEnough(url: URL, scan: PageScan): boolean {
  if (scan.brokenMeta.size > 0 || isWallTitle(scan.title)) return false;
  const has = (key: string) => scan.meta.get(key)?.some((v) => v.trim()) ?? false;
  if (!(has('og:title') || has('twitter:title'))) return false;
  if (!(has('og:description') || has('twitter:description') || has('description'))) return false;
  return structuredImage(createPageContext(url, scan)) !== null;
}
