import { API_OPERATIONS } from '@gems/contracts/openapi';
import { zScrapePreview, type ScrapePreview } from '@gems/contracts';
import { InternalCallError } from '@gems/platform/http/internal-client';

/** The scraper looked and could not make a preview: its message is the user's answer. */
export class PreviewRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PreviewRefused';
  }
}

/** A link's preview, as Add a New Gem gets it; the caller's session token goes with the call. */
export interface LinkPreviews {
  preview(url: string, sessionToken: string): Promise<ScrapePreview>;
}

/** A little over the scraper's own 14 s budget: it answers a timeout itself before this fires. */
const TIMEOUT_MS = 16_000;

/**
 * The scraper's POST /api/scrape on the internal network. The scraper verifies the user's token
 * itself and logs the scrape under that user, as when they use Add a New Gem. Its refusals (the
 * site blocked, missing, too slow, not a web page) throw PreviewRefused with its message; no
 * answer, or an answer that is not one of those, throws InternalCallError.
 */
export function scraperPreviews(scraperUrl: string, timeoutMs = TIMEOUT_MS): LinkPreviews {
  const endpoint = new URL(API_OPERATIONS.postScrape.path, scraperUrl).href;
  return {
    async preview(url, sessionToken) {
      let res: Response;
      try {
        res = await fetch(endpoint, {
          method: 'POST',
          signal: AbortSignal.timeout(timeoutMs),
          headers: {
            accept: 'application/json',
            'content-type': 'application/json',
            authorization: `Bearer ${sessionToken}`,
          },
          body: JSON.stringify({ url, extractIndividualLocations: false }),
        });
      } catch (error) {
        throw new InternalCallError('no answer from the scraper', { cause: error });
      }
      const body: unknown = await res.json().catch(() => undefined);
      if (res.ok) {
        const preview = zScrapePreview.safeParse(body);
        if (!preview.success) throw new InternalCallError('the scraper answered an unexpected shape');
        return preview.data;
      }
      const message = (body as { message?: unknown } | undefined)?.message;
      // 400/403/404/422 and the site's own 5xx (502) or slowness (504) are about the link.
      const aboutTheLink =
        res.status !== 401 && res.status !== 429 && res.status !== 500 && res.status !== 503;
      if (aboutTheLink && typeof message === 'string' && message) throw new PreviewRefused(message);
      throw new InternalCallError(`the scraper answered ${res.status}`);
    },
  };
}
