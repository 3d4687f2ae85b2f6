import { zLinkCheckFacts, type LinkCheckFacts } from '@gems/contracts';
import { InternalCallError } from '@gems/platform/http/internal-client';

/** Where a link check's facts come from: the scraper, under its safe-fetching rules. */
export interface LinkChecks {
  check(url: string, userId: number): Promise<LinkCheckFacts>;
}

/** The scraper refused to check the address at all (not a web address): nothing to record. */
export class LinkNotCheckable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LinkNotCheckable';
  }
}

/** HEAD then GET, each under the scraper's SCRAPER_LINK_CHECK_TIMEOUT_MS (8 s), plus a margin. */
const TIMEOUT_MS = 20_000;

/**
 * The scraper's POST /internal/links/check on the internal network (never routed by the gateway).
 * The scraper meters each check; a 400 means the address is not one it checks; no answer, or
 * its own trouble, throws InternalCallError so the checker tries again later.
 */
export function scraperLinkChecks(scraperUrl: string, timeoutMs = TIMEOUT_MS): LinkChecks {
  const endpoint = new URL('/internal/links/check', scraperUrl).href;
  return {
    async check(url, userId) {
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
      const body: unknown = await res.json().catch(() => undefined);
      if (res.ok) {
        const facts = zLinkCheckFacts.safeParse(body);
        if (facts.success) return facts.data;
        throw new InternalCallError('the scraper answered an unexpected link check');
      }
      if (res.status === 400) throw new LinkNotCheckable(String((body as { message?: unknown })?.message));
      throw new InternalCallError(`the scraper answered ${res.status}`);
    },
  };
}
