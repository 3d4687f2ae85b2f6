import Router from '@koa/router';
import { zBatchImport } from '@gems/contracts';
import { SESSION_COOKIE } from '@gems/platform/auth/session-claims';
import { extractToken } from '@gems/platform/auth/token-verifier';
import { parseBody } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { BatchImportService } from '../../imports/batch-import.service.js';

/** POST /api/gems/batch: several URLs at once, one result per URL (spec 01's Batch Import). */
export function gemsBatchRoutes(deps: { batch: BatchImportService }): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/gems/batch', async (ctx) => {
    const user = requireUser(ctx);
    // The token requireUser just verified: the scraper is asked for previews on the user's behalf.
    const token = extractToken(ctx.get('authorization') || undefined, ctx.cookies.get(SESSION_COOKIE))!;
    ctx.body = await deps.batch.importUrls(user, token, parseBody(ctx, zBatchImport));
  });

  return router;
}
