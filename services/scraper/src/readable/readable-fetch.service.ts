import type { ReadableCopy } from '@gems/contracts';
import { decodeHtml } from '../extract/charset.js';
import { displayDomain } from '../extract/urls.js';
import type { Fetcher } from '../fetch/safe-fetcher.js';
import type { ScrapeEvents } from '../events/scrape-events.js';
import { asScrapeError, httpUrl } from '../scrape/fetch-input.js';
import { fromHttpStatus, ScrapeError } from '../scrape/scrape-errors.js';
import { readablePage } from './readable-page.js';

export interface ReadableFetchOptions {
  timeoutMs: number;
  maxBytes: number;
}

/**
 * A gem's readable copy (issue 29 §2): the page fetched with the same safe fetcher as a preview
 * (address policy, pinned DNS, redirects, size and time caps) — or the page's HTML as the owner's
 * browser sent it — and its main content extracted and sanitized (readablePage). Each copy is a
 * metered scraping operation; a failure is a row of the scraper error log.
 */
export class ReadableFetchService {
  constructor(
    private readonly deps: {
      fetcher: Fetcher;
      events: ScrapeEvents;
      options: ReadableFetchOptions;
    },
  ) {}

  async copy(input: { url: string; userId: number | null; html?: string }): Promise<ReadableCopy> {
    const started = Date.now();
    try {
      const url = httpUrl(input.url);
      let page: { url: string; html: string; bytes: number };
      if (input.html !== undefined) {
        page = { url, html: input.html, bytes: 0 };
      } else {
        const res = await this.deps.fetcher(url, {
          expect: 'html',
          timeoutMs: this.deps.options.timeoutMs,
          maxBytes: this.deps.options.maxBytes,
        });
        if (res.status < 200 || res.status > 299) throw fromHttpStatus(res.status, res.headers);
        const contentType = res.headers['content-type'];
        page = {
          url: res.url,
          html: decodeHtml(res.body, typeof contentType === 'string' ? contentType : null),
          bytes: res.transferredBytes,
        };
      }
      let readable;
      try {
        readable = readablePage(page.html, page.url);
      } catch (error) {
        throw new ScrapeError('technical', `readable copy failed: ${(error as Error).message}`, 'parsing');
      }
      if (!readable) throw new ScrapeError('technical', 'no readable content in the page', 'parsing');
      this.deps.events.completed({
        url: input.url,
        domain: displayDomain(input.url),
        userId: input.userId,
        durationMs: Date.now() - started,
        bytes: page.bytes,
        rendered: false,
        imageDownloads: 0,
        imageBytes: 0,
        cached: false,
        requiresBookmark: false,
      });
      return { url: page.url, ...readable };
    } catch (error) {
      const failure = asScrapeError(error);
      this.deps.events.failed({
        url: input.url,
        domain: displayDomain(input.url),
        userId: input.userId,
        errorType: failure.errorType,
        message: failure.message,
        stack: `readable copy not kept: ${failure.detail}`,
        status: failure.status,
        durationMs: Date.now() - started,
      });
      throw failure;
    }
  }
}
