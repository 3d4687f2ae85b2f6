import { FetchFailure } from '../fetch/fetch-errors.js';
import type { Fetcher } from '../fetch/safe-fetcher.js';
import { absoluteHttpUrl } from '../extract/urls.js';
import { displayText } from '../extract/text.js';

export interface OEmbed {
  title: string | null;
  image: string | null;
  author: string | null;
  provider: string | null;
  /** Bytes received. */
  bytes: number;
}

const MAX_OEMBED_BYTES = 256 * 1024;

/**
 * The page's oEmbed description (discovered from its `<link rel="alternate"
 * type="application/json+oembed">`), fetched under the same rules as the page. Null when the
 * endpoint fails or answers something that is not an oEmbed object.
 */
export async function fetchOEmbed(
  fetcher: Fetcher,
  url: string,
  options: { timeoutMs: number; signal?: AbortSignal },
): Promise<OEmbed | null> {
  let body: Buffer;
  let bytes: number;
  try {
    const res = await fetcher(url, {
      expect: 'any',
      timeoutMs: options.timeoutMs,
      signal: options.signal,
      maxBytes: MAX_OEMBED_BYTES,
    });
    if (res.status < 200 || res.status > 299) return null;
    body = res.body;
    bytes = res.transferredBytes;
  } catch (error) {
    if (error instanceof FetchFailure) return null;
    throw error;
  }
  let data: unknown;
  try {
    data = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const field = (key: string) => {
    const value = (data as Record<string, unknown>)[key];
    return typeof value === 'string' ? displayText(value) : null;
  };
  return {
    title: field('title'),
    image: absoluteHttpUrl(field('thumbnail_url'), url),
    author: field('author_name'),
    provider: field('provider_name'),
    bytes,
  };
}
