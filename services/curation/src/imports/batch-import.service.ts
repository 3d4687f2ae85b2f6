import {
  BATCH_OUT_OF_TIME,
  BATCH_PREVIEWS_UNAVAILABLE,
  DEFAULT_CATEGORY,
  firstHttpUrl,
  zCreateGem,
  type BatchImport,
  type BatchImportResult,
  type BatchItemResult,
  type ScrapePreview,
} from '@gems/contracts';
import { HttpError } from '@gems/platform/errors';
import { InternalCallError } from '@gems/platform/http/internal-client';
import type { Logger } from '@gems/platform/logger';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { DuplicateGemError } from '../gems/duplicate-gem.error.js';
import type { GemsService } from '../gems/gems.service.js';
import { canonicalUrl } from '../urls/canonical-url.js';
import { mapAtMost } from './at-most.js';
import { PreviewRefused, type LinkPreviews } from './link-previews.js';

const NOT_A_URL = 'Please enter a valid URL';
const SAVE_FAILED = 'Failed to save gem';
const ALREADY_SAVED = new DuplicateGemError(0).message;
/** Under the gateway's 60 s for this route: links not started by then are reported, not lost. */
const BATCH_BUDGET_MS = 50_000;

/** Finds the user's gem for a canonical URL, so a link already saved is not scraped again. */
type SavedGemFinder = (userId: number, canonicalUrl: string) => Promise<{ id: number } | null>;

interface BatchImportOptions {
  /** Previews fetched at the same time. */
  concurrency: number;
  budgetMs?: number;
}

/** What BatchImportService is built from. */
export interface BatchImportServiceDeps {
  gems: GemsService;
  previews: LinkPreviews;
  findSaved: SavedGemFinder;
  logger: Logger;
  options: BatchImportOptions;
}

/**
 * POST /api/gems/batch: each link gets its preview from the scraper (title, description, image,
 * category), `concurrency` at a time, and is saved on its own (its own transaction and
 * gem.created event) through the same rules as POST /api/gems, so a failure never undoes another.
 * A link the scraper cannot preview is not saved: it is reported failed with the scraper's own
 * message, for the user to save by hand or skip.
 */
export class BatchImportService {
  constructor(private readonly deps: BatchImportServiceDeps) {}

  async importUrls(
    user: SessionClaims,
    sessionToken: string,
    input: BatchImport,
  ): Promise<BatchImportResult> {
    const deadline = Date.now() + (this.deps.options.budgetMs ?? BATCH_BUDGET_MS);
    const attempt = (raw: string): Promise<BatchItemResult> =>
      Date.now() > deadline
        ? Promise.resolve({ url: raw, status: 'failed', message: BATCH_OUT_OF_TIME })
        : this.one(user, sessionToken, raw, input.visibility);
    // A link repeated in the same list waits for its first occurrence, so the first one listed is
    // the one saved (and the repeat is answered from it without another preview).
    const { firsts, repeats } = splitRepeats(input.urls);
    const results = new Array<BatchItemResult>(input.urls.length);
    await mapAtMost(firsts, this.deps.options.concurrency, async (i) => {
      results[i] = await attempt(input.urls[i]!);
    });
    for (const i of repeats) results[i] = await attempt(input.urls[i]!);
    return {
      results,
      created: results.filter((r) => r.status === 'created').length,
      duplicates: results.filter((r) => r.status === 'duplicate').length,
      failed: results.filter((r) => r.status === 'failed').length,
    };
  }

  private async one(
    user: SessionClaims,
    sessionToken: string,
    raw: string,
    visibility: BatchImport['visibility'],
  ): Promise<BatchItemResult> {
    // Spec 01 §5: only the first http(s) address of what was sent counts.
    const url = firstHttpUrl(raw.replaceAll('\u0000', ''));
    const canonical = url ? canonicalUrl(url) : null;
    if (!url || !canonical) return { url: url ?? raw, status: 'failed', message: NOT_A_URL };
    try {
      const saved = await this.deps.findSaved(user.userId, canonical);
      if (saved) return { url, status: 'duplicate', gemId: saved.id, message: ALREADY_SAVED };
      const preview = await this.deps.previews.preview(url, sessionToken);
      const body = zCreateGem.safeParse(gemFrom(url, preview, visibility));
      if (!body.success)
        return { url, status: 'failed', message: body.error.issues[0]?.message ?? NOT_A_URL };
      const gem = await this.deps.gems.create(user, body.data, 'batch');
      return { url, status: 'created', gemId: gem.id, title: gem.title };
    } catch (error) {
      if (error instanceof PreviewRefused) return { url, status: 'failed', message: error.message };
      if (error instanceof DuplicateGemError) {
        return { url, status: 'duplicate', gemId: error.gemId, message: error.message };
      }
      if (error instanceof HttpError && error.status < 500)
        return { url, status: 'failed', message: error.message };
      if (error instanceof InternalCallError) {
        this.deps.logger.warn({ err: error, url }, 'batch import: no preview from the scraper');
        return { url, status: 'failed', message: BATCH_PREVIEWS_UNAVAILABLE };
      }
      this.deps.logger.error({ err: error, url }, 'batch import: saving a URL failed');
      return { url, status: 'failed', message: SAVE_FAILED };
    }
  }
}

/** Positions of each link's first occurrence, and of links that repeat an earlier one. */
function splitRepeats(urls: readonly string[]): { firsts: number[]; repeats: number[] } {
  const seen = new Set<string>();
  const firsts: number[] = [];
  const repeats: number[] = [];
  urls.forEach((raw, i) => {
    const url = firstHttpUrl(raw.replaceAll('\u0000', ''));
    const canonical = url ? canonicalUrl(url) : null;
    if (canonical && seen.has(canonical)) repeats.push(i);
    else {
      if (canonical) seen.add(canonical);
      firsts.push(i);
    }
  });
  return { firsts, repeats };
}

/** The gem Add a New Gem would save from this preview, with nothing changed by the user. */
function gemFrom(url: string, preview: ScrapePreview, visibility: BatchImport['visibility']) {
  return {
    // The page's canonical address when the scraper found one, as Add a New Gem saves.
    url: preview.url || url,
    title: preview.title.slice(0, 500) || preview.domain,
    description: preview.description?.slice(0, 5000) ?? '',
    imageUrl: preview.imageUrl ?? '',
    domain: preview.domain,
    category: preview.category || DEFAULT_CATEGORY,
    isBookmark: preview.requiresBookmark,
    visibility,
    siteName: preview.siteName,
    logoUrl: preview.logoUrl,
    publishedAt: preview.publishedAt,
    author: preview.author,
  };
}
