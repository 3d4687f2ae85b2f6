import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { FollowsService } from '../../follows/follows.service.js';

/** Follows, follow requests and the connection lists of a profile (spec 02 §4, §7). */
export function followsRoutes(deps: { follows: FollowsService }): Router {
  const { follows } = deps;
  return operationRouter('social', {
    postFollows: (_ctx, req) => follows.follow(req.user, req.body().followedId),
    deleteFollowsUserId: (_ctx, req) => follows.unfollow(req.user, req.params().userId),
    deleteUsersIdFollow: (_ctx, req) => follows.unfollow(req.user, req.params().id),
    getFollowRequests: (_ctx, req) => follows.pending(req.user, req.query()),
    postFollowRequests: (_ctx, req) => follows.follow(req.user, req.body().toUserId),
    deleteFollowRequestsUserId: (_ctx, req) => follows.cancelRequest(req.user, req.params().userId),
    postFollowRequestsUserIdAccept: (_ctx, req) => follows.accept(req.user, req.params().userId),
    postFollowRequestsUserIdDecline: (_ctx, req) => follows.decline(req.user, req.params().userId),
    getUsersIdIsFollowing: (_ctx, req) => follows.isFollowing(req.user, req.params().id),
    getUsersIdFollowRequestStatus: (_ctx, req) => follows.requestStatus(req.user, req.params().id),
    getUsersIdFollowCounts: (_ctx, req) => follows.counts(req.params().id),
    getUsersIdFollowers: (_ctx, req) => {
      const { id } = req.params();
      return follows.connections(req.user, 'followers', id, req.query());
    },
    getUsersIdFollowing: (_ctx, req) => {
      const { id } = req.params();
      return follows.connections(req.user, 'following', id, req.query());
    },
  });
}
