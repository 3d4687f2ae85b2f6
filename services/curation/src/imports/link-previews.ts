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
    preview: (url, sessionToken) =>
      askScraper(endpoint, { authorization: `Bearer ${sessionToken}` }, { url }, timeoutMs),
  };
}

/** A link's preview for work in the background (no session): logged under `userId` by the scraper. */
export interface BackgroundPreviews {
  preview(url: string, userId: number): Promise<ScrapePreview>;
}

/**
 * The scraper's POST /internal/previews on the internal network (never routed by the gateway):
 * the same preview as POST /api/scrape, for a bookmark-file import's links after the import
 * (issue 29 §1), with the same refusals and errors as scraperPreviews.
 */
export function internalPreviews(scraperUrl: string, timeoutMs = TIMEOUT_MS): BackgroundPreviews {
  const endpoint = new URL('/internal/previews', scraperUrl).href;
  return { preview: (url, userId) => askScraper(endpoint, {}, { url, userId }, timeoutMs) };
}

async function askScraper(
  endpoint: string,
  headers: Record<string, string>,
  body: { url: string; userId?: number },
  timeoutMs: number,
): Promise<ScrapePreview> {
  let res: Response;
  try {
    res = await fetch(endpoint, {
      method: 'POST',
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json', 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ ...body, extractIndividualLocations: false }),
    });
  } catch (error) {
    throw new InternalCallError('no answer from the scraper', { cause: error });
  }
  const answer: unknown = await res.json().catch(() => undefined);
  if (res.ok) {
    const preview = zScrapePreview.safeParse(answer);
    if (!preview.success) throw new InternalCallError('the scraper answered an unexpected shape');
    return preview.data;
  }
  const message = (answer as { message?: unknown } | undefined)?.message;
  // 400/403/404/422 and the site's own failures (424) or slowness are about the link.
  const aboutTheLink = res.status !== 401 && res.status !== 429 && res.status !== 500 && res.status !== 503;
  if (aboutTheLink && typeof message === 'string' && message) throw new PreviewRefused(message);
  throw new InternalCallError(`the scraper answered ${res.status}`);
}
