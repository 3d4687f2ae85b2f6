import type Router from '@koa/router';
import { notFound } from '@gems/platform/errors';
import { operationRouter } from '@gems/platform/http/operations';
import type { SessionsService } from '../../auth/sessions.service.js';

/** Personal API tokens: made (shown once), listed without their secret, revoked at once. */
export function apiTokensRoutes(deps: {
  sessions: SessionsService;
  users: { findById(id: number): Promise<{ username: string } | null> };
}): Router {
  return operationRouter('identity', {
    postAuthTokens: async (_ctx, req) => {
      const { userId, sessionId } = req.user;
      const user = await deps.users.findById(userId);
      if (!user) throw notFound('User not found');
      return deps.sessions.issueApiToken({ id: userId, username: user.username }, req.body().name, sessionId);
    },
    getAuthTokens: (_ctx, req) => deps.sessions.apiTokens(req.user.userId),
    deleteAuthTokensId: async (_ctx, req) => {
      if (!(await deps.sessions.revokeApiToken(req.user.userId, req.params().id)))
        throw notFound('Token not found');
      return { message: 'Token revoked' };
    },
  });
}
