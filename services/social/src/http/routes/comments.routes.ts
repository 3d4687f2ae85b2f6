import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { CommentsService } from '../../comments/comments.service.js';

export function commentsRoutes(deps: { comments: CommentsService }): Router {
  const { comments } = deps;
  return operationRouter('social', {
    getGemsIdComments: (_ctx, req) => {
      const { id } = req.params();
      return comments.list(req.user, id, req.query());
    },
    postComments: (_ctx, req) => comments.create(req.user, req.body()),
    putCommentsId: (_ctx, req) => {
      const { id } = req.params();
      return comments.update(req.user, id, req.body().content);
    },
    deleteCommentsId: async (_ctx, req) => {
      await comments.delete(req.user, req.params().id);
      return { message: 'Comment deleted' };
    },
  });
}
