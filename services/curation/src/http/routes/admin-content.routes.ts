import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { ContentSummaryRepository } from '../../gems/content-summary.repository.js';

/** GET /api/admin/content/summary: totals and the newest gems for the admin dashboard. */
export function adminContentRoutes(deps: { content: ContentSummaryRepository }): Router {
  return operationRouter('curation', {
    getAdminContentSummary: () => deps.content.summary(10),
  });
}
