import { zReadableCopy, type ReadableCopy } from '@gems/contracts';
import { InternalCallError } from '@gems/platform/http/internal-client';

/** The scraper fetched the page and refused it (missing, blocked, nothing readable…): its message. */
export class PageRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageRefused';
  }
}

/** Where a readable copy comes from: the scraper, under its safe-fetching rules. */
export interface ReadablePages {
  copy(input: { url: string; userId: number; html?: string }): Promise<ReadableCopy>;
}

/** The scraper's own fetch budget, its extraction of a large page, and a margin for its answer. */
const TIMEOUT_MS = 20_000;

/**
 * The scraper's POST /internal/pages/readable on the internal network (never routed by the
 * gateway). The scraper meters the fetch and logs a failure in the admin's scraper error log; its
 * refusals (4xx, and 424 for the site's own failures) throw PageRefused; no answer, or its own
 * trouble, throws InternalCallError so the keeper tries again later.
 */
export function scraperReadable(scraperUrl: string, timeoutMs = TIMEOUT_MS): ReadablePages {
  const endpoint = new URL('/internal/pages/readable', scraperUrl).href;
  return {
    async copy(input) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(input),
        });
      } catch (error) {
        throw new InternalCallError('no answer from the scraper', { cause: error });
      }
      const body: unknown = await res.json().catch(() => undefined);
      if (res.ok) {
        const copy = zReadableCopy.safeParse(body);
        if (!copy.success) throw new PageRefused('The scraper’s copy was not readable');
        return copy.data;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      const aboutThePage = res.status >= 400 && res.status < 500 && res.status !== 429 && res.status !== 408;
      if (aboutThePage && typeof message === 'string' && message) throw new PageRefused(message);
      throw new InternalCallError(`the scraper answered ${res.status}`);
    },
  };
}
