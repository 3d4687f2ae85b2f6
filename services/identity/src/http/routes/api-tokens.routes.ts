import Router from '@koa/router';
import { zApiTokenParams, zCreateApiToken } from '@gems/contracts';
import { notFound } from '@gems/platform/errors';
import { parseBody, parseParams } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { SessionsService } from '../../auth/sessions.service.js';

/** Personal API tokens: made (shown once), listed without their secret, revoked at once. */
export function apiTokensRoutes(deps: {
  sessions: SessionsService;
  users: { findById(id: number): Promise<{ username: string } | null> };
}): Router {
  const router = new Router({ prefix: '/api/auth/tokens' });

  router.post('/', async (ctx) => {
    const { userId, sessionId } = requireUser(ctx);
    const user = await deps.users.findById(userId);
    if (!user) throw notFound('User not found');
    ctx.status = 201;
    ctx.body = await deps.sessions.issueApiToken(
      { id: userId, username: user.username },
      parseBody(ctx, zCreateApiToken).name,
      sessionId,
    );
  });

  router.get('/', async (ctx) => {
    ctx.body = await deps.sessions.apiTokens(requireUser(ctx).userId);
  });

  router.delete('/:id', async (ctx) => {
    const { userId } = requireUser(ctx);
    if (!(await deps.sessions.revokeApiToken(userId, parseParams(ctx, zApiTokenParams).id)))
      throw notFound('Token not found');
    ctx.body = { message: 'Token revoked' };
  });

  return router;
}
