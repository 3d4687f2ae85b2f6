import type { ScrapeErrorType } from '@gems/contracts';
import type { FetchFailure } from '../fetch/fetch-errors.js';

/** The spec's scraping messages (spec 01 §8), word for word. */
export const SCRAPE_MESSAGES = {
  blocked: 'This website has blocked access. Try another site or enter details manually.',
  notFound: 'The page could not be found. Check the URL and try again.',
  timeout: 'The request timed out. The website might be slow or blocking requests.',
  invalidUrl: "The URL format is invalid. Make sure you've entered a correct website address.",
  technical:
    'Unable to process this URL due to technical limitations. Please try a different website or enter information manually.',
  /** Not in the spec (issue 15): a refused private address is not a typo, so it is not "invalid". */
  privateAddress: "This address points to a private or internal network, which Gems can't reach.",
} as const;

export type ScrapeFailureKind =
  'blocked' | 'not-found' | 'timeout' | 'invalid-url' | 'private-address' | 'technical' | 'upstream';

/**
 * The status of a failure that is the third-party site's, not the scraper's (it hung, refused the
 * connection, answered 5xx): 424 Failed Dependency. 5xx stays reserved for the scraper's own faults,
 * because the gateway's circuit breaker counts those: one user's scrapes of a broken site must not
 * switch previews off for everyone (issue 25).
 */
const THIRD_PARTY_FAILURE_STATUS = 424;

const ANSWERS: Record<ScrapeFailureKind, { status: number; code: string; message: string }> = {
  blocked: { status: 403, code: 'blocked', message: SCRAPE_MESSAGES.blocked },
  'not-found': { status: 404, code: 'not_found', message: SCRAPE_MESSAGES.notFound },
  timeout: { status: THIRD_PARTY_FAILURE_STATUS, code: 'site_timeout', message: SCRAPE_MESSAGES.timeout },
  'invalid-url': { status: 400, code: 'invalid_url', message: SCRAPE_MESSAGES.invalidUrl },
  'private-address': { status: 400, code: 'private_address', message: SCRAPE_MESSAGES.privateAddress },
  technical: { status: 422, code: 'unprocessable', message: SCRAPE_MESSAGES.technical },
  upstream: { status: THIRD_PARTY_FAILURE_STATUS, code: 'site_error', message: SCRAPE_MESSAGES.technical },
};

/** A scrape that cannot produce a preview: what the user is told, and what the admin log gets. */
export class ScrapeError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(
    readonly kind: ScrapeFailureKind,
    /** The internal cause, for logs and the admin error list; never shown to the user. */
    readonly detail: string,
    readonly errorType: ScrapeErrorType,
  ) {
    super(ANSWERS[kind].message);
    this.name = 'ScrapeError';
    this.status = ANSWERS[kind].status;
    this.code = ANSWERS[kind].code;
  }
}

/** Maps a fetch failure to the user's message and the admin log's error type. */
export function fromFetchFailure(failure: FetchFailure): ScrapeError {
  const detail = failure.message;
  switch (failure.kind) {
    case 'denied':
      return new ScrapeError('invalid-url', `refused by the address policy: ${detail}`, 'other');
    case 'private':
      return new ScrapeError('private-address', `refused by the address policy: ${detail}`, 'other');
    case 'unknown-host':
      return new ScrapeError('invalid-url', detail, 'network');
    case 'timeout':
      return new ScrapeError('timeout', detail, 'timeout');
    case 'too-large':
    case 'unsupported-type':
    case 'bad-encoding':
      return new ScrapeError('technical', detail, 'parsing');
    case 'too-many-redirects':
    case 'redirect-loop':
      return new ScrapeError('technical', detail, 'other');
    case 'network':
      return new ScrapeError('upstream', detail, 'network');
  }
}

/** Maps a site's HTTP status (when not 2xx) to the failure the user sees. */
export function fromHttpStatus(
  status: number,
  headers: Record<string, string | string[] | undefined>,
): ScrapeError {
  const detail = `the site answered HTTP ${status}`;
  if (status === 404 || status === 410) return new ScrapeError('not-found', detail, 'other');
  if ([401, 403, 407, 429, 451].includes(status)) return new ScrapeError('blocked', detail, 'blocked');
  // Anti-bot services answer their challenges with 503 (Cloudflare marks them).
  if (
    status === 503 &&
    (headers['cf-mitigated'] || String(headers.server ?? '').toLowerCase() === 'cloudflare')
  )
    return new ScrapeError('blocked', `${detail} (challenge)`, 'blocked');
  if (status >= 500) return new ScrapeError('upstream', detail, 'network');
  return new ScrapeError('technical', detail, 'other');
}
