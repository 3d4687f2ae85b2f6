import Router from '@koa/router';
import type { SessionsService } from '../../auth/sessions.service.js';

/**
 * For the gateway and the services, on the internal network only (the gateway routes /api paths
 * alone): whether a session is revoked, when the shared deny-list cannot say (Redis failing or
 * emptied). An unknown or expired session counts as revoked.
 */
export function internalSessionsRoutes(deps: { sessions: Pick<SessionsService, 'isActive'> }): Router {
  const router = new Router({ prefix: '/internal/sessions' });
  router.get('/:id', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { revoked: !(await deps.sessions.isActive(ctx.params.id!)) };
  });
  return router;
}
