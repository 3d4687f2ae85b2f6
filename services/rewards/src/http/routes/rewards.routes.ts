import type Router from '@koa/router';
import type { Context } from 'koa';
import { CLIENT_ADDRESS_HEADER } from '@gems/contracts';
import { operationRouter } from '@gems/platform/http/operations';
import type { RewardsService } from '../../points/rewards.service.js';
import type { RewardsAdminRepository } from '../../admin/rewards-admin.repository.js';
import { clientAddress } from '../../referrals/client-address.js';
import { toRule } from '../../admin/rewards-admin.service.js';

const addressOf = (ctx: Context) => clientAddress(ctx.get(CLIENT_ADDRESS_HEADER), ctx.ip);

/** /api/rewards/*: the signed-in user's points, history, invites and referrals; the public leaderboard and rules. */
export function rewardsRoutes(deps: { rewards: RewardsService; rules: RewardsAdminRepository }): Router {
  const { rewards } = deps;
  return operationRouter('rewards', {
    getRewardsBalance: (_ctx, req) => rewards.balance(req.user.userId),
    getRewardsHistory: (_ctx, req) => rewards.history(req.user.userId, req.query()),
    getRewardsLeaderboard: (_ctx, req) => rewards.leaderboard(req.query()),
    /** The live point rules (How to Earn); active ones only. */
    getRewardsRules: async () => (await deps.rules.rules(true)).map(toRule),
    getRewardsInvites: (ctx, req) => rewards.invites(req.user.userId, req.query(), addressOf(ctx)),
    postRewardsInviteCode: (ctx, req) => rewards.createInviteCode(req.user.userId, addressOf(ctx)),
    getRewardsReferrals: (_ctx, req) => rewards.referrals(req.user.userId, req.query()),
  });
}
