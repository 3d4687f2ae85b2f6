import { XMLBuilder } from 'fast-xml-parser';

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_' });
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** A sitemap (`<urlset>`); values are XML-escaped by the builder. */
export const urlSet = (urls: SitemapUrl[]): string =>
  DECLARATION + builder.build({ urlset: { '@_xmlns': NS, url: urls } });

/** A sitemap index (`<sitemapindex>`) naming each sitemap file. */
export const sitemapIndex = (sitemaps: SitemapUrl[]): string =>
  DECLARATION + builder.build({ sitemapindex: { '@_xmlns': NS, sitemap: sitemaps } });
