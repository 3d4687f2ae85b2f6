import { describe, expect, it } from '@jest/globals';
import { ApiError } from '../api/client';
import { scrapeFailureOf, scrapeFailureToast } from './scrape-errors';

const BLOCKED = 'This website has blocked access. Try another site or enter details manually.';
const NOT_FOUND = 'The page could not be found. Check the URL and try again.';
const HINT = " You can use the 'Enter Manually' option to add this site.";

describe('scrape error → toast (spec 01 §8)', () => {
  it('a 403 gets the Enter Manually hint and stays 6 seconds', () => {
    const toast = scrapeFailureToast(scrapeFailureOf(new ApiError(403, BLOCKED)));
    expect(toast).toEqual({ title: 'Scraping failed', description: BLOCKED + HINT, seconds: 6 });
  });

  it.each([
    'Access Forbidden by the site',
    'The site uses anti-scraping protection',
    'HTTP 403 from upstream',
  ])('a blocked message without a 403 status still counts as blocked: %s', (message) => {
    const toast = scrapeFailureToast(scrapeFailureOf(new ApiError(502, message)));
    expect(toast.description).toBe(message + HINT);
    expect(toast.seconds).toBe(6);
  });

  it('other failures show the message as is, for the error toast’s 4 seconds', () => {
    expect(scrapeFailureToast(scrapeFailureOf(new ApiError(404, NOT_FOUND)))).toEqual({
      title: 'Scraping failed',
      description: NOT_FOUND,
      seconds: 4,
    });
  });

  it('the client timeout keeps its own message', () => {
    const failure = scrapeFailureOf(new ApiError(0, 'Request timeout - please try again'));
    expect(failure).toEqual({ message: 'Request timeout - please try again', blocked: false });
  });

  it('something thrown without a message still gets one', () => {
    expect(scrapeFailureOf(undefined).message).toBe('Unable to get information from this URL.');
  });
});
