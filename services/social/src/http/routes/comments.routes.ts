import Router from '@koa/router';
import { zCreateComment, zIdParams, zSocialListQuery, zUpdateComment } from '@gems/contracts';
import { parseBody, parseParams, parseQuery } from '@gems/platform/http/validate';
import { optionalUser, requireUser } from '@gems/platform/http/auth';
import type { CommentsService } from '../../comments/comments.service.js';
import { answerPage } from '@gems/platform/http/answer-page';

export function commentsRoutes(deps: { comments: CommentsService }): Router {
  const { comments } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/gems/:id/comments', async (ctx) => {
    const { id } = parseParams(ctx, zIdParams);
    answerPage(ctx, await comments.list(optionalUser(ctx), id, parseQuery(ctx, zSocialListQuery)));
  });

  router.post('/comments', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await comments.create(user, parseBody(ctx, zCreateComment));
    ctx.status = 201;
  });

  router.put('/comments/:id', async (ctx) => {
    const user = requireUser(ctx);
    const { id } = parseParams(ctx, zIdParams);
    ctx.body = await comments.update(user, id, parseBody(ctx, zUpdateComment).content);
  });

  router.delete('/comments/:id', async (ctx) => {
    const user = requireUser(ctx);
    await comments.delete(user, parseParams(ctx, zIdParams).id);
    ctx.body = { message: 'Comment deleted' };
  });

  return router;
}
