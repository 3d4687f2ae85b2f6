import type Router from '@koa/router';
import { badRequest } from '@gems/platform/errors';
import { operationRouter } from '@gems/platform/http/operations';
import type { AdminMetricsService } from '../../admin.service.js';

/** Offset paging for the admin lists: the next offset is the cursor while a page is full. */
async function offsetPage<T>(
  cursor: string | undefined,
  limit: number,
  load: (offset: number) => Promise<T[]>,
): Promise<{ items: T[]; nextCursor?: string }> {
  const offset = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isSafeInteger(offset) || offset < 0) throw badRequest('Invalid cursor');
  const items = await load(offset);
  return items.length === limit ? { items, nextCursor: String(offset + limit) } : { items };
}

export function adminMetricsRoutes({ admin }: { admin: AdminMetricsService }): Router {
  return operationRouter('admin-metrics', {
    postFeedback: (_ctx, req) => admin.sendFeedback(req.user.userId, req.body()),
    getAdminFeedback: (_ctx, req) => {
      const q = req.query();
      return offsetPage(q.cursor, q.limit, (offset) =>
        admin.listFeedback(q.includeResolved, q.limit, offset),
      );
    },
    postAdminFeedbackIdResolve: (_ctx, req) =>
      admin.resolveFeedback(req.user.userId, req.params().id, req.body().notes),
    getAdminScraperErrors: (_ctx, req) => {
      const q = req.query();
      return offsetPage(q.cursor, q.limit, (offset) => admin.listErrors(q.includeResolved, q.limit, offset));
    },
    postAdminScraperErrorsIdResolve: (_ctx, req) =>
      admin.resolveError(req.user.userId, req.params().id, req.body().notes),
    getAdminCostsOverview: (_ctx, req) => admin.costs(req.query()),
    putAdminCostsPricesKey: (_ctx, req) =>
      admin.setPrice(req.user.userId, req.params().key, req.body().cents),
    getAdminActions: async (_ctx, req) => {
      const q = req.query();
      return admin.actions(q.limit, q.cursor);
    },
  });
}
