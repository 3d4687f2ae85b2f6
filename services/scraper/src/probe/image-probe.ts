import { FetchFailure } from '../fetch/fetch-errors.js';
import type { Fetcher } from '../fetch/safe-fetcher.js';
import { imageFormat } from './image-signature.js';

export interface ProbeResult {
  /** The first candidate that answered with real image bytes, else null. */
  imageUrl: string | null;
  /** Image requests made. */
  downloads: number;
  /** Bytes received. */
  bytes: number;
}

// Enough bytes for every signature above, and for an SVG's opening tag after an XML prolog.
const HEAD_BYTES = 512;

/**
 * Verifies preview images under the same rules as pages: each candidate in turn is fetched (first
 * bytes only) and must answer 2xx with an image type whose bytes are that image format. A URL on
 * a private address, an HTML error page or a dead link is dropped rather than shown to the user.
 */
export async function probeImages(
  fetcher: Fetcher,
  candidates: readonly string[],
  options: { timeoutMs: number; signal?: AbortSignal; maxAttempts?: number },
): Promise<ProbeResult> {
  let downloads = 0;
  let bytes = 0;
  const started = Date.now();
  for (const url of candidates.slice(0, options.maxAttempts ?? 3)) {
    const remaining = options.timeoutMs - (Date.now() - started);
    if (remaining < 200 || options.signal?.aborted) break;
    downloads++;
    try {
      const res = await fetcher(url, {
        expect: 'image',
        timeoutMs: remaining,
        signal: options.signal,
        readLimit: HEAD_BYTES,
        // Only the head is read; a large image is fine.
        maxBytes: 50 * 1024 * 1024,
      });
      bytes += res.transferredBytes;
      if (res.status >= 200 && res.status < 300 && imageFormat(res.body, res.mediaType))
        return { imageUrl: url, downloads, bytes };
    } catch (error) {
      if (!(error instanceof FetchFailure)) throw error;
    }
  }
  return { imageUrl: null, downloads, bytes };
}
