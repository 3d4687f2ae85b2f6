import Router from '@koa/router';
import { zIdParams, zSocialListQuery } from '@gems/contracts';
import { parseParams, parseQuery } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { NotificationsService } from '../../notifications/notifications.service.js';
import { answerPage } from '@gems/platform/http/answer-page';

export function notificationsRoutes(deps: { notifications: NotificationsService }): Router {
  const { notifications } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/notifications', async (ctx) => {
    const user = requireUser(ctx);
    answerPage(ctx, await notifications.list(user, parseQuery(ctx, zSocialListQuery)));
  });

  router.get('/notifications/count', async (ctx) => {
    ctx.body = await notifications.count(requireUser(ctx));
  });

  router.patch('/notifications/mark-all-read', async (ctx) => {
    ctx.body = await notifications.markAllRead(requireUser(ctx));
  });

  router.patch('/notifications/:id/read', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await notifications.markRead(user, parseParams(ctx, zIdParams).id);
  });

  router.delete('/notifications/:id', async (ctx) => {
    const user = requireUser(ctx);
    await notifications.delete(user, parseParams(ctx, zIdParams).id);
    ctx.body = { message: 'Notification deleted' };
  });

  return router;
}
