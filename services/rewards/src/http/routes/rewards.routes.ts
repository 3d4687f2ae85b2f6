import Router from '@koa/router';
import type { Context } from 'koa';
import { CLIENT_ADDRESS_HEADER, zRewardsListQuery } from '@gems/contracts';
import { parseQuery } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { RewardsService } from '../../points/rewards.service.js';
import type { RewardsAdminRepository } from '../../admin/rewards-admin.repository.js';
import { clientAddress } from '../../referrals/client-address.js';
import { answerPage } from '@gems/platform/http/answer-page';
import { toRule } from '../../admin/rewards-admin.service.js';

const addressOf = (ctx: Context) => clientAddress(ctx.get(CLIENT_ADDRESS_HEADER), ctx.ip);

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
    ctx.body = (await deps.rules.rules(true)).map(toRule);
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
