import { FetchFailure } from '../fetch/fetch-errors.js';
import { fromFetchFailure, ScrapeError } from './scrape-errors.js';

/** An absolute http(s) address, or the scrape's invalid-URL refusal (curation's background fetches). */
export function httpUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ScrapeError('invalid-url', 'not an absolute URL', 'other');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new ScrapeError('invalid-url', `scheme ${url.protocol} is not fetched`, 'other');
  return url.href;
}

/** Any failure of a background fetch as the scrape failure its caller and the error log get. */
export function asScrapeError(error: unknown): ScrapeError {
  if (error instanceof ScrapeError) return error;
  if (error instanceof FetchFailure) return fromFetchFailure(error);
  return new ScrapeError('technical', error instanceof Error ? error.message : String(error), 'other');
}
