import { z } from 'zod';

/** POST /api/scrape body (spec 01 §7). */
export const zScrapeRequest = z.object({
  url: z.string({ message: 'URL is required' }).trim().min(1, 'URL is required').max(2048, 'URL is too long'),
  extractIndividualLocations: z.boolean().optional().default(false),
  /**
   * The page's HTML as the user's browser has it (the browser extension, for pages that turn
   * servers away): extracted instead of fetching. At most 5 MB, like a fetched page.
   */
  html: z
    .string()
    .max(5 * 1024 * 1024, 'The page is too large')
    .optional(),
});

/** One place read from a maps list when `extractIndividualLocations` was asked. */
const zScrapeLocation = z.object({
  name: z.string(),
  address: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  url: z.string().optional(),
});

/** POST /api/scrape answer: the "Scraped page preview" of spec 01 §3, plus places when asked. */
export const zScrapePreview = z.object({
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
  domain: z.string(),
  url: z.string(),
  category: z.string().default('Article'),
  requiresBookmark: z.boolean().default(false),
  /** The site's own name (og:site_name, the JSON-LD publisher, …), when the page gives one. */
  siteName: z.string().nullable().default(null),
  /** The site's logo or icon: an absolute http(s) URL, when the page gives one. */
  logoUrl: z.string().nullable().default(null),
  /** When the page says it was published (ISO instant). */
  publishedAt: z.string().nullable().default(null),
  author: z.string().nullable().default(null),
  locations: z.array(zScrapeLocation).optional(),
});
export type ScrapePreview = z.infer<typeof zScrapePreview>;
