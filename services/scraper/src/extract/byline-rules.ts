import { isDateOnly, parseDate } from './dates.js';
import { firstOf, microdataProp } from './generic-rules.js';
import { asText, firstAt, getPath, nodesOfType, type JsonNode } from './json-ld.js';
import type { PageContext } from './page-context.js';
import type { HintKind } from './scan/hints.js';
import { displayText, jsonText } from './text.js';
import { siteLabel } from './urls.js';

/**
 * Who published the page, who wrote it, when, and the site's logo. Same shape as the other
 * generic rules: ordered sources, the first usable value wins. Metadata first (JSON-LD, Open
 * Graph, Dublin Core, Parse.ly, Sailthru, citation tags, microdata), then what the body shows
 * (`<time>`, bylines, author links).
 */

const hint = (ctx: PageContext, kind: HintKind): string[] => ctx.scan.hints.get(kind) ?? [];
const metaAny = (ctx: PageContext, keys: readonly string[]) => firstOf(keys.map((k) => () => ctx.meta(k)));
const itemprop = (ctx: PageContext, key: string) => ctx.scan.itemprop.get(key)?.find((v) => v.trim()) ?? null;

/** The node the page is about: the first article, post or other work, else its web page. */
function mainNode(ctx: PageContext): JsonNode | undefined {
  return nodesOfType(ctx.jsonLd, MAIN_TYPES)[0] ?? nodesOfType(ctx.jsonLd, PAGE_TYPES)[0];
}
const PAGE_TYPES = new Set(['WebPage', 'ItemPage', 'AboutPage', 'ProfilePage', 'CreativeWork']);
const MAIN_TYPES = new Set([
  'Article',
  'NewsArticle',
  'BlogPosting',
  'Report',
  'ScholarlyArticle',
  'TechArticle',
  'AnalysisNewsArticle',
  'OpinionNewsArticle',
  'ReportageNewsArticle',
  'LiveBlogPosting',
  'SocialMediaPosting',
  'DiscussionForumPosting',
  'VideoObject',
  'PodcastEpisode',
  'Recipe',
  'Product',
  'Event',
  'Book',
  'Movie',
  'MusicRecording',
]);
const ORGANIZATIONS = new Set(['Organization', 'NewsMediaOrganization', 'Corporation', 'WebSite']);

// ---- publisher ----------------------------------------------------------------------------

export function genericPublisher(ctx: PageContext): string | null {
  return firstOf([
    () => siteName(asText(getPath(mainNode(ctx), 'publisher'))),
    () => siteName(ctx.meta('og:site_name')),
    () => siteName(ctx.meta('application-name')),
    () => siteName(ctx.meta('apple-mobile-web-app-title')),
    () => siteName(ctx.meta('al:ios:app_name') ?? ctx.meta('al:android:app_name')),
    () => siteName(ctx.meta('publisher')),
    () => siteName(ctx.meta('twitter:app:name:iphone') ?? ctx.meta('twitter:app:name:googleplay')),
    () => siteName(ctx.meta('citation_journal_title') ?? ctx.meta('citation_publisher')),
    () => siteName(asText(getPath(nodesOfType(ctx.jsonLd, ORGANIZATIONS)[0], 'name'))),
    () => siteName(hint(ctx, 'logo:alt')[0]),
    () => titleSuffix(ctx.scan.title, ctx.url),
  ]);
}

function siteName(value: string | null | undefined): string | null {
  const name = jsonText(value);
  return name && name.length <= 100 && !/^https?:\/\//.test(name) ? name : null;
}

/**
 * "Story title - Site" or "Story title | Site": the last part, when it names the site's domain
 * ("Bob Dylan - Wikipedia" on wikipedia.org), so that "Chapter 1 - Part 2" names no publisher.
 */
function titleSuffix(title: string, url: URL): string | null {
  const parts = displayText(title)?.split(/\s+[|\-–—·]\s+/) ?? [];
  const last = parts.length > 1 ? parts[parts.length - 1]! : null;
  if (!last || last.length > 40) return null;
  const letters = last.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const label = siteLabel(url.hostname).replace(/[^\p{L}\p{N}]+/gu, '');
  return letters.length >= 3 && (letters.includes(label) || label.includes(letters)) ? last : null;
}

// ---- author -------------------------------------------------------------------------------

export function genericAuthor(ctx: PageContext): string | null {
  const node = mainNode(ctx);
  return firstOf([
    () => person(asText(getPath(node, 'author'))),
    () => person(asText(firstAt(ctx.jsonLd, 'author'))),
    () => person(ctx.meta('author')),
    () => person(ctx.meta('article:author')),
    () => person(ctx.meta('parsely-author') ?? ctx.meta('sailthru.author')),
    () => person(ctx.meta('citation_author')),
    () => person(ctx.meta('dc.creator') ?? ctx.meta('dcterms.creator')),
    () => person(itemprop(ctx, 'author') ?? microdataProp(ctx, 'author')),
    () => firstPerson(hint(ctx, 'prop:author')),
    () => firstPerson(hint(ctx, 'rel:author')),
    () => firstPerson(hint(ctx, 'href:author'), true),
    () => firstPerson(hint(ctx, 'class:author'), true),
    () =>
      firstPerson(
        hint(ctx, 'class:byline').filter((b) => !parseDate(b)),
        true,
      ),
    () => person(ctx.meta('twitter:creator')?.replace(/^@/, '')),
  ]);
}

const MAX_AUTHOR = 100;

/** A name: not a URL, not a sentence, without a leading "By". */
function person(value: string | null | undefined, fullName = false): string | null {
  const text = jsonText(value)?.replace(/^(posted\s+)?by[:\s]+/i, '');
  if (!text || text.length > MAX_AUTHOR || /^https?:\/\/|^www\.|[<>{}]/.test(text)) return null;
  // Body text ("author" classes) is only trusted as a name of two words or more.
  if (fullName && !/^\S+\s+\S+/.test(text)) return null;
  return text;
}

const firstPerson = (values: readonly string[], fullName = false) =>
  firstOf(values.map((v) => () => person(v, fullName)));

// ---- date ---------------------------------------------------------------------------------

const PUBLISHED_META = [
  'article:published_time',
  'og:published_time',
  'og:article:published_time',
  'published_time',
  'article:published',
  'citation_publication_date',
  'citation_date',
  'citation_online_date',
  'dc.date.issued',
  'dcterms.issued',
  'dc.date',
  'dcterms.date',
  'dc.date.created',
  'dcterms.created',
  'parsely-pub-date',
  'sailthru.date',
  'date',
  'pubdate',
  'publish-date',
  'publish_date',
  'publication_date',
  'release_date',
  'video:release_date',
  'music:release_date',
];
const MODIFIED_META = [
  'article:modified_time',
  'og:updated_time',
  'og:modified_time',
  'last-modified',
  'dcterms.modified',
];

/** When the page was first published (ISO instant); its last update when that is all it says. */
export function genericDate(ctx: PageContext): string | null {
  return datePublished(ctx) ?? dateModified(ctx);
}

function datePublished(ctx: PageContext): string | null {
  const node = mainNode(ctx);
  return mostPrecise([
    () => parseDate(asText(getPath(node, 'datePublished'))),
    () => parseDate(asText(firstAt(ctx.jsonLd, 'datePublished'))),
    () => parseDate(asText(firstAt(ctx.jsonLd, 'dateCreated'))),
    () => parseDate(asText(firstAt(ctx.jsonLd, 'uploadDate'))),
    () => parseDate(metaAny(ctx, PUBLISHED_META)),
    () => parseDate(itemprop(ctx, 'datepublished') ?? itemprop(ctx, 'datecreated')),
    () => parseDate(microdataProp(ctx, 'datepublished') ?? microdataProp(ctx, 'uploaddate')),
    () => firstDate(hint(ctx, 'prop:datepublished')),
    () => firstDate(hint(ctx, 'time:published')),
    () => firstDate(hint(ctx, 'prop:date')),
    () => firstDate(hint(ctx, 'time')),
    () => firstDate(hint(ctx, 'class:publish')),
    () => firstDate(hint(ctx, 'class:byline')),
    () => firstDate(hint(ctx, 'class:date')),
    () => firstDate(hint(ctx, 'class:time')),
  ]);
}

const SAME_DAY = 14 * 3600_000;

/**
 * The first date, except that a date without a time gives way to a later source naming a time
 * on that same day (JSON-LD says "2020-01-06", a meta tag "2020-01-06T14:00:00Z").
 */
function mostPrecise(sources: ReadonlyArray<() => string | null>): string | null {
  let dateOnly: string | null = null;
  for (const source of sources) {
    const value = source();
    if (!value) continue;
    if (isDateOnly(value)) dateOnly ??= value;
    else if (!dateOnly || Math.abs(Date.parse(value) - Date.parse(dateOnly)) <= SAME_DAY) return value;
  }
  return dateOnly;
}

/** When the page was last updated, when it says so. */
export function dateModified(ctx: PageContext): string | null {
  return firstOf([
    () => parseDate(asText(getPath(mainNode(ctx), 'dateModified'))),
    () => parseDate(asText(firstAt(ctx.jsonLd, 'dateModified'))),
    () => parseDate(metaAny(ctx, MODIFIED_META)),
    () => parseDate(itemprop(ctx, 'datemodified') ?? microdataProp(ctx, 'datemodified')),
    () => firstDate(hint(ctx, 'prop:datemodified')),
  ]);
}

const firstDate = (values: readonly string[]) => firstOf(values.map((v) => () => parseDate(v)));

// ---- logo ---------------------------------------------------------------------------------

export function genericLogo(ctx: PageContext): string | null {
  const icons = ctx.scan.links.filter((l) =>
    /(^|\s)(icon|apple-touch-icon|apple-touch-icon-precomposed)(\s|$)/.test(l.rel),
  );
  const size = (sizes: string) => Math.max(0, ...sizes.split(/\s+/).map((s) => parseInt(s, 10) || 0));
  const best = [...icons].sort((a, b) => {
    const touch = Number(b.rel.includes('apple')) - Number(a.rel.includes('apple'));
    return size(b.sizes) - size(a.sizes) || touch;
  })[0];
  return firstOf([
    () => ctx.abs(best?.href),
    () => ctx.abs(ctx.meta('og:logo')),
    () => ctx.abs(itemprop(ctx, 'logo')),
    () => ctx.abs(asText(getPath(mainNode(ctx), 'publisher.logo'), 'url')),
    () => ctx.abs(asText(getPath(nodesOfType(ctx.jsonLd, ORGANIZATIONS)[0], 'logo'), 'url')),
  ]);
}
