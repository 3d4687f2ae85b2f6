import Router from '@koa/router';
import { requireAdmin } from '@gems/platform/http/auth';
import type { ContentSummaryRepository } from '../../gems/content-summary.repository.js';

/** GET /api/admin/content/summary: totals and the newest gems for the admin dashboard. */
export function adminContentRoutes(deps: { content: ContentSummaryRepository }): Router {
  const router = new Router({ prefix: '/api/admin/content' });
  router.get('/summary', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await deps.content.summary(10);
  });
  return router;
}
