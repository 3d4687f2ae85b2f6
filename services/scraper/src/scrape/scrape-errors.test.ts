import { describe, expect, it } from '@jest/globals';
import { FetchFailure, type FetchFailureKind } from '../fetch/fetch-errors.js';
import { fromFetchFailure, SCRAPE_MESSAGES } from './scrape-errors.js';

describe('fromFetchFailure', () => {
  it.each([
    ['private', 400, 'private_address', SCRAPE_MESSAGES.privateAddress],
    ['denied', 400, 'invalid_url', SCRAPE_MESSAGES.invalidUrl],
    ['unknown-host', 400, 'invalid_url', SCRAPE_MESSAGES.invalidUrl],
    ['timeout', 424, 'site_timeout', SCRAPE_MESSAGES.timeout],
    ['network', 424, 'site_error', SCRAPE_MESSAGES.technical],
  ] as const)('a %s failure answers %i %s', (kind, status, code, message) => {
    const error = fromFetchFailure(new FetchFailure(kind as FetchFailureKind, 'detail'));
    expect({ status: error.status, code: error.code, message: error.message }).toEqual({
      status,
      code,
      message,
    });
  });

  it('words a private address for a person, without the internal detail', () => {
    const error = fromFetchFailure(new FetchFailure('private', '10.0.0.1: private'));
    expect(error.message).toBe(
      "This address points to a private or internal network, which Gems can't reach.",
    );
    expect(error.message).not.toContain('10.0.0.1');
    expect(error.detail).toContain('10.0.0.1');
  });
});
