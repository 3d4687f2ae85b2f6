import Router from '@koa/router';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  zCostsQuery,
  zCreateFeedback,
  zIncludeResolvedQuery,
  zResolveBody,
  zUpdatePrice,
} from '@gems/contracts';
import { badRequest } from '@gems/platform/errors';
import { answerPage } from '@gems/platform/http/answer-page';
import { requireAdmin, requireUser } from '@gems/platform/http/auth';
import { parseBody, parseParams, parseQuery } from '@gems/platform/http/validate';
import type { AdminMetricsService } from '../../admin.service.js';

const zNumericId = z.object({
  id: z.coerce.number().int().positive('Invalid id').max(2_147_483_647, 'Invalid id'),
});
const zDocumentId = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Invalid id'),
});
const zAdminActionsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
const zPriceKey = z.object({ key: z.string().regex(/^[a-z_]{1,64}$/, 'Unknown price') });

/** Offset paging for the admin lists: the next offset in X-Next-Cursor while a page is full. */
function paged<T>(
  ctx: Context,
  cursor: string | undefined,
  limit: number,
  load: (offset: number) => Promise<T[]>,
) {
  const offset = cursor === undefined ? 0 : Number(cursor);
  if (!Number.isSafeInteger(offset) || offset < 0) throw badRequest('Invalid cursor');
  return load(offset).then((items) => {
    if (items.length === limit) ctx.set('X-Next-Cursor', String(offset + limit));
    ctx.body = items;
  });
}

export function adminMetricsRoutes({ admin }: { admin: AdminMetricsService }): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/feedback', async (ctx) => {
    const user = requireUser(ctx);
    ctx.status = 201;
    ctx.body = await admin.sendFeedback(user.userId, parseBody(ctx, zCreateFeedback));
  });

  router.get('/admin/feedback', async (ctx) => {
    requireAdmin(ctx);
    const q = parseQuery(ctx, zIncludeResolvedQuery);
    await paged(ctx, q.cursor, q.limit, (offset) => admin.listFeedback(q.includeResolved, q.limit, offset));
  });

  router.post('/admin/feedback/:id/resolve', async (ctx) => {
    const user = requireAdmin(ctx);
    const { id } = parseParams(ctx, zNumericId);
    ctx.body = await admin.resolveFeedback(user.userId, id, parseBody(ctx, zResolveBody).notes);
  });

  router.get('/admin/scraper-errors', async (ctx) => {
    requireAdmin(ctx);
    const q = parseQuery(ctx, zIncludeResolvedQuery);
    await paged(ctx, q.cursor, q.limit, (offset) => admin.listErrors(q.includeResolved, q.limit, offset));
  });

  router.post('/admin/scraper-errors/:id/resolve', async (ctx) => {
    const user = requireAdmin(ctx);
    const { id } = parseParams(ctx, zDocumentId);
    ctx.body = await admin.resolveError(user.userId, id, parseBody(ctx, zResolveBody).notes);
  });

  router.get('/admin/costs/overview', async (ctx) => {
    requireAdmin(ctx);
    ctx.body = await admin.costs(parseQuery(ctx, zCostsQuery));
  });

  router.put('/admin/costs/prices/:key', async (ctx) => {
    const user = requireAdmin(ctx);
    const { key } = parseParams(ctx, zPriceKey);
    ctx.body = await admin.setPrice(user.userId, key, parseBody(ctx, zUpdatePrice).cents);
  });

  router.get('/admin/actions', async (ctx) => {
    requireAdmin(ctx);
    const q = parseQuery(ctx, zAdminActionsQuery);
    answerPage(ctx, await admin.actions(q.limit, q.cursor));
  });

  return router;
}
