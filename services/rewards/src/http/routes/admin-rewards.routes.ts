import Router from '@koa/router';
import { zIdParams, zPointAdjustment, zRewardsListQuery, zUpdatePointRule } from '@gems/contracts';
import { parseBody, parseParams, parseQuery } from '@gems/platform/http/validate';
import { requireAdmin } from '@gems/platform/http/auth';
import type { RewardsAdminService } from '../../admin/rewards-admin.service.js';
import type { DistributionService } from '../../distributions/distribution.service.js';
import { answerPage } from '@gems/platform/http/answer-page';

/** /api/admin/rewards/*: admin rights checked here as well as at the gateway. */
export function adminRewardsRoutes(deps: {
  admin: RewardsAdminService;
  distributions: DistributionService;
}): Router {
  const { admin, distributions } = deps;
  const router = new Router({ prefix: '/api/admin/rewards' });
  router.use(async (ctx, next) => {
    requireAdmin(ctx);
    await next();
  });

  router.get('/analytics', async (ctx) => {
    ctx.body = await admin.analytics();
  });

  router.get('/rules', async (ctx) => {
    ctx.body = await admin.rules();
  });

  router.put('/rules/:id', async (ctx) => {
    const { id } = parseParams(ctx, zIdParams);
    ctx.body = await admin.updateRule(requireAdmin(ctx).userId, id, parseBody(ctx, zUpdatePointRule));
  });

  router.post('/adjust', async (ctx) => {
    const body = parseBody(ctx, zPointAdjustment);
    ctx.status = 201;
    ctx.body = await admin.adjust(requireAdmin(ctx).userId, body);
  });

  router.get('/users/:id/balance', async (ctx) => {
    ctx.body = await admin.userBalance(parseParams(ctx, zIdParams).id);
  });

  router.get('/flagged', async (ctx) => {
    answerPage(ctx, await admin.flagged(parseQuery(ctx, zRewardsListQuery)));
  });

  router.post('/flagged/:id/approve', async (ctx) => {
    ctx.body = await admin.review(requireAdmin(ctx).userId, parseParams(ctx, zIdParams).id, 'approved');
  });

  router.post('/flagged/:id/reject', async (ctx) => {
    ctx.body = await admin.review(requireAdmin(ctx).userId, parseParams(ctx, zIdParams).id, 'rejected');
  });

  router.get('/distributions', async (ctx) => {
    answerPage(ctx, await distributions.list(parseQuery(ctx, zRewardsListQuery)));
  });

  router.get('/distributions/preview', async (ctx) => {
    ctx.body = await distributions.preview();
  });

  router.post('/distributions/execute', async (ctx) => {
    ctx.body = await distributions.execute(requireAdmin(ctx).userId);
  });

  return router;
}
