import { ScrapeError } from './scrape-errors.js';

const HAS_SCHEME = /^https?:\/\//i;
/** Names for the machine itself: typed often (a local dev server), never reachable from Gems. */
const LOOPBACK_NAME = /^(localhost|[^.]+\.localhost)$/i;

/** The URL as typed had no http:// or https:// (so https was Gems' guess, and http may do). */
export const typedWithoutScheme = (input: string): boolean => !HAS_SCHEME.test(input.trim());

/**
 * What the user typed → the URL to fetch. Spec 01 §5: `https://` is prepended when there is no
 * http:// or https:// prefix, and the result must be a valid URL with a real host name.
 */
export function normaliseInputUrl(input: string): URL {
  const trimmed = input.trim();
  const withScheme = HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new ScrapeError('invalid-url', 'not a valid URL', 'other');
  }
  const host = url.hostname;
  if (LOOPBACK_NAME.test(host))
    throw new ScrapeError('private-address', `"${host}" is this machine`, 'other');
  if (!host || (!host.includes('.') && !host.startsWith('[')))
    throw new ScrapeError('invalid-url', `"${host}" is not a website address`, 'other');
  url.hash = '';
  return url;
}

/** The http:// twin of a guessed https:// URL, for a site that does not answer https. */
export function plainHttpOf(url: URL): URL {
  const plain = new URL(url.href);
  plain.protocol = 'http:';
  return plain;
}
