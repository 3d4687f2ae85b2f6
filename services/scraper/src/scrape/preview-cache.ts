import { createHash } from 'node:crypto';
import type { Cache } from '@gems/platform/cache/cache.port';
import type { ScrapePreview } from './scrape-preview.js';

/** Recent previews (spec: 10 minutes) in the shared cache, keyed by URL and options. */
export class PreviewCache {
  constructor(
    private readonly cache: Cache,
    private readonly ttlSeconds: number,
  ) {}

  private key(url: string, withLocations: boolean): string {
    const digest = createHash('sha256').update(url).digest('base64url');
    // v2: previews carry the byline (site name, logo, date, author).
    return `scrape:preview:v2:${withLocations ? 'l' : 'p'}:${digest}`;
  }

  async get(url: string, withLocations: boolean): Promise<ScrapePreview | null> {
    const raw = await this.cache.get(this.key(url, withLocations));
    if (!raw) return null;
    try {
      return JSON.parse(raw) as ScrapePreview;
    } catch {
      return null;
    }
  }

  async set(url: string, withLocations: boolean, preview: ScrapePreview): Promise<void> {
    if (this.ttlSeconds <= 0) return;
    await this.cache.set(this.key(url, withLocations), JSON.stringify(preview), this.ttlSeconds);
  }
}
