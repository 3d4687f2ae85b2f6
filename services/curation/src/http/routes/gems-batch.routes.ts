import Router from '@koa/router';
import { zBatchImport } from '@gems/contracts';
import { parseBody } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { BatchImportService } from '../../imports/batch-import.service.js';

/** POST /api/gems/batch: several URLs at once, one result per URL (spec 01's Batch Import). */
export function gemsBatchRoutes(deps: { batch: BatchImportService }): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/gems/batch', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await deps.batch.importUrls(user, parseBody(ctx, zBatchImport));
  });

  return router;
}
