import Router from '@koa/router';
import { z } from 'zod';
import { zFollowBody, zFollowRequestBody, zId, zIdParams, zSocialListQuery } from '@gems/contracts';
import { parseBody, parseParams, parseQuery } from '@gems/platform/http/validate';
import { optionalUser, requireUser } from '@gems/platform/http/auth';
import type { FollowsService } from '../../follows/follows.service.js';
import { answerPage } from '@gems/platform/http/answer-page';

const zUserParams = z.object({ userId: zId });

/** Follows, follow requests and the connection lists of a profile (spec 02 §4, §7). */
export function followsRoutes(deps: { follows: FollowsService }): Router {
  const { follows } = deps;
  const router = new Router({ prefix: '/api' });

  router.post('/follows', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await follows.follow(user, parseBody(ctx, zFollowBody).followedId);
  });

  router.delete('/follows/:userId', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await follows.unfollow(user, parseParams(ctx, zUserParams).userId);
  });

  router.delete('/users/:id/follow', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await follows.unfollow(user, parseParams(ctx, zIdParams).id);
  });

  router.get('/follow-requests', async (ctx) => {
    const user = requireUser(ctx);
    answerPage(ctx, await follows.pending(user, parseQuery(ctx, zSocialListQuery)));
  });

  router.post('/follow-requests', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await follows.follow(user, parseBody(ctx, zFollowRequestBody).toUserId);
  });

  router.delete('/follow-requests/:userId', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await follows.cancelRequest(user, parseParams(ctx, zUserParams).userId);
  });

  router.post('/follow-requests/:userId/accept', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await follows.accept(user, parseParams(ctx, zUserParams).userId);
  });

  router.post('/follow-requests/:userId/decline', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await follows.decline(user, parseParams(ctx, zUserParams).userId);
  });

  router.get('/users/:id/is-following', async (ctx) => {
    ctx.body = await follows.isFollowing(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.get('/users/:id/follow-request-status', async (ctx) => {
    ctx.body = await follows.requestStatus(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.get('/users/:id/follow-counts', async (ctx) => {
    ctx.body = await follows.counts(parseParams(ctx, zIdParams).id);
  });

  for (const side of ['followers', 'following'] as const) {
    router.get(`/users/:id/${side}`, async (ctx) => {
      const { id } = parseParams(ctx, zIdParams);
      answerPage(
        ctx,
        await follows.connections(optionalUser(ctx), side, id, parseQuery(ctx, zSocialListQuery)),
      );
    });
  }

  return router;
}
