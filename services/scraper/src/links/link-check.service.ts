import type { LinkCheckFacts } from '@gems/contracts';
import type { Logger } from '@gems/platform/logger';
import { displayDomain } from '../extract/urls.js';
import { FetchFailure } from '../fetch/fetch-errors.js';
import type { FetchedResource } from '../fetch/safe-fetch.js';
import type { Fetcher } from '../fetch/safe-fetcher.js';
import type { ScrapeEvents } from '../events/scrape-events.js';
import { ScrapeError } from '../scrape/scrape-errors.js';

/** 404 and 410 from HEAD are believed; any other refusal of HEAD (405, 501, 403 …) is asked with GET. */
const BELIEVED_FROM_HEAD = new Set([404, 410]);

/**
 * Checks whether an address still answers (issue 29 §4), through the same safe fetcher as a
 * preview (address policy, pinned DNS, redirects, time cap): HEAD first, GET when the site refuses
 * HEAD, no body read either way. It answers facts (status, redirect statuses, why no answer came);
 * curation decides what they mean. Each check is a metered scraping operation (Costs & Usage);
 * a dead link is the check's finding, not the scraper's failure, so it never fills the error log.
 */
export class LinkCheckService {
  constructor(
    private readonly deps: {
      fetcher: Fetcher;
      events: ScrapeEvents;
      logger: Logger;
      options: { timeoutMs: number };
    },
  ) {}

  async check(input: { url: string; userId: number | null }): Promise<LinkCheckFacts> {
    const url = httpUrl(input.url);
    const started = Date.now();
    let facts: LinkCheckFacts;
    let bytes = 0;
    try {
      let res = await this.fetch(url, 'HEAD');
      let usedGet = false;
      if (!ok(res.status) && !BELIEVED_FROM_HEAD.has(res.status)) {
        res = await this.fetch(url, 'GET');
        usedGet = true;
      }
      bytes = res.transferredBytes;
      facts = {
        httpStatus: res.status,
        finalUrl: res.url,
        redirects: res.redirectStatuses,
        usedGet,
        failure: null,
      };
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
      facts = {
        httpStatus: null,
        finalUrl: error.url ?? url,
        redirects: [],
        usedGet: false,
        failure: failureOf(error),
      };
    }
    this.deps.events.completed({
      url: input.url,
      domain: displayDomain(input.url),
      userId: input.userId,
      durationMs: Date.now() - started,
      bytes,
      rendered: false,
      imageDownloads: 0,
      imageBytes: 0,
      cached: false,
      requiresBookmark: false,
    });
    return facts;
  }

  private fetch(url: string, method: 'HEAD' | 'GET'): Promise<FetchedResource> {
    return this.deps.fetcher(url, {
      expect: 'any',
      method,
      skipBody: true,
      timeoutMs: this.deps.options.timeoutMs,
    });
  }
}

const ok = (status: number) => status >= 200 && status <= 299;

function failureOf(error: FetchFailure): NonNullable<LinkCheckFacts['failure']> {
  switch (error.kind) {
    case 'unknown-host':
      return 'unknown-host';
    case 'timeout':
      return 'timeout';
    case 'denied':
    case 'private':
      return 'policy';
    case 'too-many-redirects':
    case 'redirect-loop':
      return 'redirects';
    case 'network':
      // The socket's own code travels as the message (safe-fetch's send()).
      return error.message.startsWith('ECONNREFUSED') ? 'refused' : 'network';
    default:
      return 'network';
  }
}

function httpUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ScrapeError('invalid-url', 'not an absolute URL', 'other');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ScrapeError('invalid-url', `scheme ${url.protocol} is not checked`, 'other');
  return url.href;
}
