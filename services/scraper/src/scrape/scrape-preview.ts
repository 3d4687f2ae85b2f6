import type { Location } from '../extract/extract.js';

/** The answer of POST /api/scrape (spec 01 §3 "Scraped page preview"), plus places when asked. */
export interface ScrapePreview {
  title: string;
  description: string | null;
  imageUrl: string | null;
  domain: string;
  url: string;
  category: string;
  requiresBookmark: boolean;
  locations?: Location[];
}
