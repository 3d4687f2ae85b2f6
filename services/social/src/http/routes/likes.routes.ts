import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { LikesService } from '../../likes/likes.service.js';

/** Likes of gems and collections: the same four calls under /gems and /collections. */
export function likesRoutes(deps: { likes: LikesService }): Router {
  const { likes } = deps;
  return operationRouter('social', {
    getGemsIdLiked: (_ctx, req) => likes.isLiked(req.user, 'gem', req.params().id),
    getGemsIdLikeCount: (_ctx, req) => likes.count(req.user, 'gem', req.params().id),
    postGemsIdLike: (_ctx, req) => likes.like(req.user, 'gem', req.params().id),
    deleteGemsIdLike: (_ctx, req) => likes.unlike(req.user, 'gem', req.params().id),
    getCollectionsIdLiked: (_ctx, req) => likes.isLiked(req.user, 'collection', req.params().id),
    getCollectionsIdLikeCount: (_ctx, req) => likes.count(req.user, 'collection', req.params().id),
    postCollectionsIdLike: (_ctx, req) => likes.like(req.user, 'collection', req.params().id),
    deleteCollectionsIdLike: (_ctx, req) => likes.unlike(req.user, 'collection', req.params().id),
    getUsersIdLikedGems: (_ctx, req) => {
      const { id } = req.params();
      return likes.likedGems(req.user, id, req.query());
    },
  });
}
