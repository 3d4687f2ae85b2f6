import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { NotificationsService } from '../../notifications/notifications.service.js';

export function notificationsRoutes(deps: { notifications: NotificationsService }): Router {
  const { notifications } = deps;
  return operationRouter('social', {
    getNotifications: (_ctx, req) => notifications.list(req.user, req.query()),
    getNotificationsCount: (_ctx, req) => notifications.count(req.user),
    patchNotificationsMarkAllRead: (_ctx, req) => notifications.markAllRead(req.user),
    patchNotificationsIdRead: (_ctx, req) => notifications.markRead(req.user, req.params().id),
    deleteNotificationsId: async (_ctx, req) => {
      await notifications.delete(req.user, req.params().id);
      return { message: 'Notification deleted' };
    },
  });
}
