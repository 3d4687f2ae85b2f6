import type { Extraction, Location } from '../extract/extract.js';
import { absoluteHttpUrl } from '../extract/urls.js';

/** The answer of POST /api/scrape (spec 01 §3 "Scraped page preview"), plus places when asked. */
export interface ScrapePreview extends Byline {
  title: string;
  description: string | null;
  imageUrl: string | null;
  domain: string;
  url: string;
  category: string;
  requiresBookmark: boolean;
  locations?: Location[];
}

/** Who published the page and when: shown next to a gem's source link. */
interface Byline {
  siteName: string | null;
  logoUrl: string | null;
  publishedAt: string | null;
  author: string | null;
}

// The gem contract's limits: a preview never offers what saving the gem would refuse.
const MAX_NAME = 200;
const MAX_URL = 2048;

/** The extraction's byline, fit to save: names within limits, the logo absolute http(s). */
export function bylineOf(result: Extraction, pageUrl: string): Byline {
  const logoUrl = absoluteHttpUrl(result.logo, pageUrl);
  return {
    siteName: withinLimit(result.publisher, MAX_NAME),
    logoUrl: withinLimit(logoUrl, MAX_URL),
    publishedAt: result.date && !Number.isNaN(Date.parse(result.date)) ? result.date : null,
    author: withinLimit(result.author, MAX_NAME),
  };
}

function withinLimit(value: string | null, max: number): string | null {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
}
