import type { Logger } from '@gems/platform/logger';
import { displayDomain } from '../extract/urls.js';
import type { Fetcher } from '../fetch/safe-fetcher.js';
import type { ScrapeEvents } from '../events/scrape-events.js';
import { imageFormat } from '../probe/image-signature.js';
import { asScrapeError, httpUrl } from '../scrape/fetch-input.js';
import { fromHttpStatus, ScrapeError } from '../scrape/scrape-errors.js';

export interface ImageFetchOptions {
  timeoutMs: number;
  maxBytes: number;
}

export interface FetchedImage {
  /** The address after redirects. */
  url: string;
  mediaType: string;
  bytes: Buffer;
}

/** Formats curation's re-encoder (sharp) reads: anything else is refused here, before the copy. */
const STORABLE = new Set(['png', 'jpeg', 'gif', 'webp']);

/**
 * One preview image fetched for keeping (issue 29 §1): the same safe fetcher as a preview (address
 * policy, pinned DNS, redirects, size and time caps), the bytes sniffed as an image. Each fetch is
 * a metered scraping operation with one image download; a failure is a row of the scraper error log.
 */
export class ImageFetchService {
  constructor(
    private readonly deps: {
      fetcher: Fetcher;
      events: ScrapeEvents;
      logger: Logger;
      options: ImageFetchOptions;
    },
  ) {}

  async fetch(input: { url: string; userId: number | null }): Promise<FetchedImage> {
    const started = Date.now();
    try {
      const url = httpUrl(input.url);
      const res = await this.deps.fetcher(url, {
        expect: 'image',
        timeoutMs: this.deps.options.timeoutMs,
        maxBytes: this.deps.options.maxBytes,
      });
      if (res.status < 200 || res.status > 299) throw fromHttpStatus(res.status, res.headers);
      const format = imageFormat(res.body.subarray(0, 64), res.mediaType);
      if (!format || !STORABLE.has(format))
        throw new ScrapeError('technical', `not a storable image (${format ?? res.mediaType})`, 'parsing');
      this.deps.events.completed({
        url: input.url,
        domain: displayDomain(input.url),
        userId: input.userId,
        durationMs: Date.now() - started,
        bytes: res.transferredBytes,
        rendered: false,
        imageDownloads: 1,
        imageBytes: res.transferredBytes,
        cached: false,
        requiresBookmark: false,
      });
      return { url: res.url, mediaType: res.mediaType || `image/${format}`, bytes: res.body };
    } catch (error) {
      const failure = asScrapeError(error);
      this.deps.events.failed({
        url: input.url,
        domain: displayDomain(input.url),
        userId: input.userId,
        errorType: failure.errorType,
        message: failure.message,
        stack: `preview image not stored: ${failure.detail}`,
        status: failure.status,
        durationMs: Date.now() - started,
      });
      throw failure;
    }
  }
}
