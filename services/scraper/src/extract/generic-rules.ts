import { asText, firstAt, typesOf } from './json-ld.js';
import type { PageContext } from './page-context.js';
import { displayText, jsonText, removeDateline, truncate } from './text.js';

/**
 * Generic rules, each an ordered list of sources tried until one gives a usable value. The order
 * follows what publishers fill most carefully: Open Graph, then Twitter cards, then the
 * document's own title and meta description, then schema.org data, then the page's headings.
 */

type Source = () => string | null | undefined;

export function firstOf(sources: readonly Source[]): string | null {
  for (const source of sources) {
    const value = source();
    if (value) return value;
  }
  return null;
}

const MAX_TITLE = 600;
const MAX_DESCRIPTION = 2000;

/** A meta value cut short by an unescaped quote is replaced by a fuller source starting with it. */
function repaired(ctx: PageContext, key: string, fuller: readonly Source[]): string | null {
  const value = displayText(ctx.meta(key));
  if (!value || !ctx.scan.brokenMeta.has(key)) return value;
  for (const source of fuller) {
    const candidate = source();
    if (candidate && candidate.length > value.length && candidate.startsWith(value)) return candidate;
  }
  return value;
}

export function genericTitle(ctx: PageContext): string | null {
  const { scan } = ctx;
  const headline = () => jsonText(asText(firstAt(ctx.jsonLd, 'headline')));
  const documentTitle = () => displayText(scan.title);
  const fuller = [headline, () => displayText(scan.headings.h1), documentTitle];
  const citation = displayText(ctx.meta('citation_title'));
  // Scholarly pages name the paper exactly in citation_title; social titles often decorate it
  // ("Journal | Paper title").
  const undecorated = (title: string | null) =>
    title && citation && title !== citation && title.includes(citation) ? citation : title;
  const title = firstOf([
    () => undecorated(repaired(ctx, 'og:title', fuller)),
    () => undecorated(repaired(ctx, 'twitter:title', fuller)),
    () => citation,
    documentTitle,
    headline,
    () => displayText(scan.headings.postTitle),
    () => displayText(scan.headings.entryTitle),
    () => displayText(scan.headings.h1TitleLink),
    () => displayText(scan.headings.h1Title),
    () => displayText(ctx.scan.itemprop.get('name')?.[0] ?? microdataProp(ctx, 'name')),
    () => displayText(scan.headings.h1),
  ]);
  return title ? truncate(title, MAX_TITLE) : null;
}

export function genericDescription(ctx: PageContext): string | null {
  const jsonDescription = () => jsonText(asText(firstAt(ctx.jsonLd, 'description')));
  const description = firstOf([
    () => repaired(ctx, 'og:description', [jsonDescription]),
    () => repaired(ctx, 'twitter:description', [jsonDescription]),
    () => repaired(ctx, 'description', [jsonDescription]),
    () => displayText(ctx.scan.itemprop.get('description')?.[0]),
    jsonDescription,
    () => jsonText(asText(firstAt(ctx.jsonLd, 'articleBody'))),
    () => displayText(microdataProp(ctx, 'description')),
    () => firstParagraph(ctx),
  ]);
  if (!description) return null;
  // Cut first: an article body can be megabytes, and nothing below needs more than the cap.
  const capped = truncate(description, MAX_DESCRIPTION);
  return removeDateline(capped).replace(/\s?\.\.\.?$/, '…');
}

/** The first paragraph that reads like prose (long enough, not a cookie or script notice). */
function firstParagraph(ctx: PageContext): string | null {
  for (const p of ctx.scan.paragraphs) {
    const text = displayText(p);
    if (text && text.length >= 80 && !/cookie|javascript|browser/i.test(text.slice(0, 120))) return text;
  }
  return null;
}

export function microdataProp(ctx: PageContext, prop: string): string | null {
  for (const item of ctx.scan.microdata) {
    const value = item.props.get(prop);
    if (value) return value;
  }
  return null;
}

const NOT_IMAGE = /\.(mp4|m4v|webm|mov|mp3|m4a|ogg|wav|flac|pdf)(\?|#|$)/i;
const usableImage = (url: string | null) => (url && !NOT_IMAGE.test(url) ? url : null);

export function structuredImage(ctx: PageContext): string | null {
  const image = (value: unknown) => usableImage(ctx.abs(asText(value, 'url')));
  return firstOf([
    () => usableImage(ctx.abs(ctx.meta('og:image:secure_url'))),
    () => usableImage(ctx.abs(ctx.meta('og:image:url'))),
    () => usableImage(ctx.abs(ctx.meta('og:image'))),
    () => usableImage(ctx.abs(ctx.meta('twitter:image:src'))),
    () => usableImage(ctx.abs(ctx.meta('twitter:image'))),
    () => usableImage(ctx.abs(ctx.scan.itemprop.get('image')?.[0])),
    () => image(firstAt(ctx.jsonLd, 'image.0.url')),
    () => image(firstAt(ctx.jsonLd, 'image.url')),
    () => image(firstAt(ctx.jsonLd, 'image')),
    () => image(firstAt(ctx.jsonLd, 'thumbnailUrl')),
    () => usableImage(ctx.abs(ctx.scan.links.find((l) => l.rel === 'image_src')?.href)),
    () => usableImage(ctx.abs(microdataProp(ctx, 'image'))),
  ]);
}

const JUNK_IMAGE =
  /(^|[/_.-])(pixel|spacer|blank|transparent|tracking|beacon|sprite|loader|spinner|1x1)([/_.-]|$)|\/batch\/|\/b\/ss\/|doubleclick|facebook\.com\/tr|\.gif\?/i;

/** Heuristic: the first image that is likely content rather than chrome, pixel or sprite. */
function contentImage(ctx: PageContext): string | null {
  const candidates = ctx.scan.images
    .filter(
      (img) =>
        !img.ariaHidden &&
        !(img.width > 0 && img.width < 48) &&
        !(img.height > 0 && img.height < 48) &&
        !JUNK_IMAGE.test(img.src),
    )
    .map((img) => ({ ...img, src: usableImage(ctx.abs(img.src)) ?? '' }))
    .filter((img) => img.src);
  const pick =
    candidates.find((img) => img.inArticle) ??
    candidates.find((img) => img.inContent) ??
    candidates.find((img) => /author/i.test(img.alt)) ??
    candidates.find((img) => !img.inHeaderOrNav) ??
    candidates[0];
  return pick?.src ?? null;
}

/**
 * A page that leads with a video is best shown by that video's poster frame (the convention of
 * link-preview tools); otherwise the publisher's chosen image, then the first content image.
 */
export function genericImage(ctx: PageContext): string | null {
  return usableImage(ctx.abs(ctx.scan.videoPoster)) ?? structuredImage(ctx) ?? contentImage(ctx);
}

export function genericUrl(ctx: PageContext): string {
  const canonical = firstOf([
    () => ctx.abs(ctx.meta('og:url')),
    () => ctx.abs(ctx.meta('twitter:url')),
    () => ctx.abs(ctx.scan.links.find((l) => l.rel === 'canonical')?.href),
    () => ctx.abs(ctx.scan.links.find((l) => l.rel === 'alternate' && l.hreflang === 'x-default')?.href),
  ]);
  if (!canonical) return ctx.url.href;
  // A site that points every page's canonical at its home page would send the gem there.
  const target = new URL(canonical);
  if (
    target.pathname === '/' &&
    ctx.url.pathname.length > 1 &&
    target.hostname === ctx.url.hostname &&
    !target.search
  )
    return ctx.url.href;
  return canonical;
}

export function genericLang(ctx: PageContext): string | null {
  const raw = firstOf([
    () => ctx.scan.lang,
    () => ctx.meta('og:locale'),
    () => ctx.meta('content-language') ?? ctx.meta('language'),
    () => asText(firstAt(ctx.jsonLd, 'inLanguage')) ?? null,
  ]);
  const primary = raw?.trim().split(/[-_]/)[0]?.toLowerCase();
  return primary && /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/** Types named by JSON-LD nodes and microdata items, for the category guess. */
export function schemaTypes(ctx: PageContext): string[] {
  const types = ctx.jsonLd.flatMap(typesOf);
  for (const item of ctx.scan.microdata) {
    const type = item.type.split('/').pop();
    if (type) types.push(type);
  }
  return types;
}
