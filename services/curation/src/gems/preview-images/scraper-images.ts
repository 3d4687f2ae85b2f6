import { InternalCallError } from '@gems/platform/http/internal-client';

/** The scraper fetched and refused the image (missing, blocked, not an image…): its message. */
export class ImageRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRefused';
  }
}

/** Where a kept preview image's bytes come from: the scraper, under its safe-fetching rules. */
export interface RemoteImages {
  fetch(url: string, userId: number): Promise<Buffer>;
}

/** The scraper's own time budget for an image, plus a margin for its answer. */
const TIMEOUT_MS = 12_000;
/** Above the scraper's cap (SCRAPER_IMAGE_MAX_BYTES may be raised to 50 MB): a guard, not a rule. */
const MAX_ANSWER_BYTES = 50 * 1024 * 1024;

/**
 * The scraper's POST /internal/images/fetch on the internal network (never routed by the gateway).
 * The scraper meters the fetch and logs a failure in the admin's scraper error log; its refusals
 * (4xx, and 424 for the site's own failures) throw ImageRefused; no answer, or its own trouble,
 * throws InternalCallError so the keeper tries again later.
 */
export function scraperImages(scraperUrl: string, timeoutMs = TIMEOUT_MS): RemoteImages {
  const endpoint = new URL('/internal/images/fetch', scraperUrl).href;
  return {
    async fetch(url, userId) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ url, userId }),
        });
      } catch (error) {
        throw new InternalCallError('no answer from the scraper', { cause: error });
      }
      if (res.ok) {
        const bytes = Buffer.from(await res.arrayBuffer());
        if (bytes.length > MAX_ANSWER_BYTES) throw new ImageRefused('The image is too large');
        return bytes;
      }
      const body: unknown = await res.json().catch(() => undefined);
      const message = (body as { message?: unknown } | undefined)?.message;
      const aboutTheImage = res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 408;
      if (aboutTheImage && typeof message === 'string' && message) throw new ImageRefused(message);
      throw new InternalCallError(`the scraper answered ${res.status}`);
    },
  };
}
