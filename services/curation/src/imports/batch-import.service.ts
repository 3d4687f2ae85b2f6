import {
  DEFAULT_CATEGORY,
  firstHttpUrl,
  zCreateGem,
  type BatchImport,
  type BatchImportResult,
  type BatchItemResult,
} from '@gems/contracts';
import { HttpError } from '@gems/platform/errors';
import type { Logger } from '@gems/platform/logger';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { DuplicateGemError } from '../gems/duplicate-gem.error.js';
import type { GemsService } from '../gems/gems.service.js';
import { domainOf } from '../urls/canonical-url.js';

export const NOT_A_URL = 'Please enter a valid URL';
const SAVE_FAILED = 'Failed to save gem';

/**
 * POST /api/gems/batch: each URL is saved on its own (its own transaction and gem.created event)
 * through the same rules as POST /api/gems, in order, so a failure never undoes the ones before
 * it. No page is fetched: the title is the link's domain, as the scraper does for a page without
 * one, and the category is the manual-entry default.
 */
export class BatchImportService {
  constructor(
    private readonly gems: GemsService,
    private readonly logger: Logger,
  ) {}

  async importUrls(user: SessionClaims, input: BatchImport): Promise<BatchImportResult> {
    const results: BatchItemResult[] = [];
    for (const raw of input.urls) results.push(await this.one(user, raw, input.visibility));
    return {
      results,
      created: results.filter((r) => r.status === 'created').length,
      duplicates: results.filter((r) => r.status === 'duplicate').length,
      failed: results.filter((r) => r.status === 'failed').length,
    };
  }

  private async one(
    user: SessionClaims,
    raw: string,
    visibility: BatchImport['visibility'],
  ): Promise<BatchItemResult> {
    // Spec 01 §5: only the first http(s) address of what was sent counts.
    const url = firstHttpUrl(raw.replaceAll('\u0000', ''));
    if (!url) return { url: raw, status: 'failed', message: NOT_A_URL };
    const domain = domainOf(url);
    try {
      const body = zCreateGem.safeParse({
        url,
        title: domain,
        domain,
        category: DEFAULT_CATEGORY,
        visibility,
      });
      if (!body.success)
        return { url, status: 'failed', message: body.error.issues[0]?.message ?? NOT_A_URL };
      const gem = await this.gems.create(user, body.data);
      return { url, status: 'created', gemId: gem.id };
    } catch (error) {
      if (error instanceof DuplicateGemError) {
        return { url, status: 'duplicate', gemId: error.gemId, message: error.message };
      }
      if (error instanceof HttpError && error.status < 500)
        return { url, status: 'failed', message: error.message };
      this.logger.error({ err: error, url }, 'batch import: saving a URL failed');
      return { url, status: 'failed', message: SAVE_FAILED };
    }
  }
}
