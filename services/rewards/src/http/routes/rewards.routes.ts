import Router from '@koa/router';
import type { Context } from 'koa';
import { zRewardsListQuery } from '@gems/contracts';
import { parseQuery } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { RewardsService } from '../../points/rewards.service.js';
import type { RewardsAdminRepository } from '../../admin/rewards-admin.repository.js';
import { clientAddress } from '../../referrals/client-address.js';
import { answerPage } from '@gems/platform/http/answer-page';

const addressOf = (ctx: Context) => clientAddress(ctx.get('x-forwarded-for'), ctx.ip);

/** /api/rewards/*: the signed-in user's points, history, invites and referrals; the public leaderboard and rules. */
export function rewardsRoutes(deps: { rewards: RewardsService; rules: RewardsAdminRepository }): Router {
  const { rewards } = deps;
  const router = new Router({ prefix: '/api/rewards' });

  router.get('/balance', async (ctx) => {
    ctx.body = await rewards.balance(requireUser(ctx).userId);
  });

  router.get('/history', async (ctx) => {
    const user = requireUser(ctx);
    answerPage(ctx, await rewards.history(user.userId, parseQuery(ctx, zRewardsListQuery)));
  });

  router.get('/leaderboard', async (ctx) => {
    answerPage(ctx, await rewards.leaderboard(parseQuery(ctx, zRewardsListQuery)));
  });

  /** The live point rules (How to Earn); active ones only. */
  router.get('/rules', async (ctx) => {
    const rows = await deps.rules.rules(true);
    ctx.body = rows.map((r) => ({
      id: r.id,
      actionType: r.actionType,
      description: r.description,
      points: r.points,
      isActive: r.isActive,
    }));
  });

  router.get('/invites', async (ctx) => {
    const user = requireUser(ctx);
    answerPage(ctx, await rewards.invites(user.userId, parseQuery(ctx, zRewardsListQuery), addressOf(ctx)));
  });

  router.post('/invite-code', async (ctx) => {
    const user = requireUser(ctx);
    ctx.status = 201;
    ctx.body = await rewards.createInviteCode(user.userId, addressOf(ctx));
  });

  router.get('/referrals', async (ctx) => {
    const user = requireUser(ctx);
    answerPage(ctx, await rewards.referrals(user.userId, parseQuery(ctx, zRewardsListQuery)));
  });

  return router;
}
