import Router from '@koa/router';
import { zIdParams, zSocialListQuery } from '@gems/contracts';
import { parseParams, parseQuery } from '@gems/platform/http/validate';
import { optionalUser, requireUser } from '@gems/platform/http/auth';
import type { LikesService } from '../../likes/likes.service.js';
import type { LikeTarget } from '../../likes/likes.repository.js';
import { answerPage } from '@gems/platform/http/answer-page';

/** Likes of gems and collections: the same four calls under /gems and /collections. */
export function likesRoutes(deps: { likes: LikesService }): Router {
  const { likes } = deps;
  const router = new Router({ prefix: '/api' });

  for (const [path, target] of [
    ['gems', 'gem'],
    ['collections', 'collection'],
  ] as [string, LikeTarget][]) {
    router.get(`/${path}/:id/liked`, async (ctx) => {
      ctx.body = await likes.isLiked(optionalUser(ctx), target, parseParams(ctx, zIdParams).id);
    });
    router.get(`/${path}/:id/like-count`, async (ctx) => {
      ctx.body = await likes.count(optionalUser(ctx), target, parseParams(ctx, zIdParams).id);
    });
    router.post(`/${path}/:id/like`, async (ctx) => {
      const user = requireUser(ctx);
      ctx.body = await likes.like(user, target, parseParams(ctx, zIdParams).id);
    });
    router.delete(`/${path}/:id/like`, async (ctx) => {
      const user = requireUser(ctx);
      ctx.body = await likes.unlike(user, target, parseParams(ctx, zIdParams).id);
    });
  }

  router.get('/users/:id/liked-gems', async (ctx) => {
    const { id } = parseParams(ctx, zIdParams);
    answerPage(ctx, await likes.likedGems(optionalUser(ctx), id, parseQuery(ctx, zSocialListQuery)));
  });

  return router;
}
