import { operationRouter } from '@gems/platform/http/operations';
import type Router from '@koa/router';
import type { RewardsAdminService } from '../../admin/rewards-admin.service.js';
import type { DistributionService } from '../../distributions/distribution.service.js';

/** /api/admin/rewards/*: admin rights checked here (the entries' access) as well as at the gateway. */
export function adminRewardsRoutes(deps: {
  admin: RewardsAdminService;
  distributions: DistributionService;
}): Router {
  const { admin, distributions } = deps;
  return operationRouter('rewards', {
    getAdminRewardsAnalytics: () => admin.analytics(),
    getAdminRewardsRules: () => admin.rules(),
    putAdminRewardsRulesId: (_ctx, req) => admin.updateRule(req.user.userId, req.params().id, req.body()),
    postAdminRewardsAdjust: (_ctx, req) => admin.adjust(req.user.userId, req.body()),
    getAdminRewardsUsersIdBalance: (_ctx, req) => admin.userBalance(req.params().id),
    getAdminRewardsFlagged: (_ctx, req) => admin.flagged(req.query()),
    postAdminRewardsFlaggedIdApprove: (_ctx, req) =>
      admin.review(req.user.userId, req.params().id, 'approved'),
    postAdminRewardsFlaggedIdReject: (_ctx, req) =>
      admin.review(req.user.userId, req.params().id, 'rejected'),
    getAdminRewardsDistributions: (_ctx, req) => distributions.list(req.query()),
    getAdminRewardsDistributionsPreview: () => distributions.preview(),
    postAdminRewardsDistributionsExecute: (_ctx, req) => distributions.execute(req.user.userId),
  });
}
