import type { CaptureSpec } from '../html-scan.js';
import type { PageContext } from '../page-context.js';

/** The preview fields a rule can set. */
export interface PreviewFields {
  title: string | null;
  description: string | null;
  image: string | null;
  url: string;
  publisher: string | null;
  author: string | null;
  date: string | null;
  logo: string | null;
  lang: string | null;
}

export interface Location {
  name: string;
  address?: string;
  latitude?: number;
  longitude?: number;
  url?: string;
}

/** What a site rule may add on top of the generic fields. */
interface SiteResult extends Partial<PreviewFields> {
  /** Further images to try, in order, when `image` turns out unreachable. */
  imageFallbacks?: string[];
  category?: string;
  requiresBookmark?: boolean;
  locations?: Location[];
}

/**
 * A small per-site module: which URLs it handles, which elements it needs the scanner to keep,
 * and how it corrects the generic result. Rules read the page's own structure (element ids,
 * embedded data) the way it is for every page of that site, never one page in particular.
 */
export interface SiteRule {
  name: string;
  matches(url: URL): boolean;
  captures?: readonly CaptureSpec[];
  apply(ctx: PageContext, generic: PreviewFields, options: { extractLocations: boolean }): SiteResult;
}

/** `host` is the site's registrable name or one of its subdomains. */
export const hostIs = (url: URL, ...domains: string[]) =>
  domains.some((d) => url.hostname === d || url.hostname.endsWith(`.${d}`));

export const captured = (ctx: PageContext, key: string) => ctx.scan.captures.get(key) ?? [];
