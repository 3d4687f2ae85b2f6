import { ScrapeError } from './scrape-errors.js';

/**
 * What the user typed → the URL to fetch. Spec 01 §5: `https://` is prepended when there is no
 * http:// or https:// prefix, and the result must be a valid URL with a real host name.
 */
export function normaliseInputUrl(input: string): URL {
  const trimmed = input.trim();
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ScrapeError('invalid-url', 'not a valid URL', 'other');
  }
  const host = url.hostname;
  if (!host || (!host.includes('.') && !host.startsWith('[')))
    throw new ScrapeError('invalid-url', `"${host}" is not a website address`, 'other');
  url.hash = '';
  return url;
}
