import type Router from '@koa/router';
import { SESSION_COOKIE } from '@gems/platform/auth/session-claims';
import { extractToken } from '@gems/platform/auth/token-verifier';
import { operationRouter } from '@gems/platform/http/operations';
import type { BatchImportService } from '../../imports/batch-import.service.js';

/** POST /api/gems/batch: several URLs at once, one result per URL (spec 01's Batch Import). */
export function gemsBatchRoutes(deps: { batch: BatchImportService }): Router {
  return operationRouter('curation', {
    postGemsBatch: (ctx, req) => {
      // The token the session check just verified: the scraper is asked for previews on the user's behalf.
      const token = extractToken(ctx.get('authorization') || undefined, ctx.cookies.get(SESSION_COOKIE))!;
      return deps.batch.importUrls(req.user, token, req.body());
    },
  });
}
