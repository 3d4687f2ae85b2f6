import type { PageScan } from './html-scan.js';
import { parseJsonLd, type JsonNode } from './json-ld.js';
import { absoluteHttpUrl } from './urls.js';

/** What every rule reads: the page URL, the scan, parsed JSON-LD, and small accessors. */
export interface PageContext {
  url: URL;
  /** Base for relative URLs (`<base href>` when present). */
  base: URL;
  scan: PageScan;
  jsonLd: JsonNode[];
  /** First non-blank content of a meta name/property (case-insensitive). */
  meta(key: string): string | null;
  /** Resolves a URL found in the page against the base; null unless http(s). */
  abs(value: string | null | undefined): string | null;
}

export function createPageContext(url: URL, scan: PageScan): PageContext {
  let base = url;
  if (scan.baseHref) {
    const resolved = absoluteHttpUrl(scan.baseHref, url);
    if (resolved) base = new URL(resolved);
  }
  let jsonLd: JsonNode[] | undefined;
  return {
    url,
    base,
    scan,
    get jsonLd() {
      return (jsonLd ??= parseJsonLd(scan.jsonLd));
    },
    meta(key) {
      const values = scan.meta.get(key);
      if (!values) return null;
      for (const value of values) if (value.trim()) return value;
      return null;
    },
    abs: (value) => absoluteHttpUrl(value, base),
  };
}
