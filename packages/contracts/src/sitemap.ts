import { z } from 'zod';

/** A sitemap file lists at most this many URLs (sitemaps.org); past it, a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

/** GET /api/sitemap/…: one page of a kind of public page, oldest first (stable pages). */
export const zSitemapQuery = z.object({
  page: z.coerce.number().int('page must be a whole number').min(1).max(1_000_000).default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1)
    .max(SITEMAP_MAX_URLS)
    .default(SITEMAP_MAX_URLS),
});
export type SitemapQuery = z.infer<typeof zSitemapQuery>;

/** The public pages of one kind: each page's key (an id or a username) and when it last changed. */
export const zSitemapPage = z.object({
  /** How many pages of this kind a visitor may see in all. */
  total: z.number().int(),
  entries: z.array(z.object({ key: z.string(), lastmod: z.string() })),
});
export type SitemapPage = z.infer<typeof zSitemapPage>;
