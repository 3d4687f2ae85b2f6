import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { AdminUsersService } from '../../users/admin-users.service.js';
import type { UsersRepository } from '../../users/users.repository.js';

const DAY = 86_400_000;

export function adminRoutes(deps: {
  adminUsers: AdminUsersService;
  users: Pick<UsersRepository, 'countsSince'>;
}): Router {
  return operationRouter('identity', {
    /** The Overview's user figures: totals and sign-ups over the last week and the last two months. */
    getAdminUsersSummary: async () => {
      const now = Date.now();
      const counts = await deps.users.countsSince({
        today: new Date(now - DAY),
        thisWeek: new Date(now - 7 * DAY),
        thisMonth: new Date(now - 30 * DAY),
        lastTwoMonths: new Date(now - 60 * DAY),
      });
      return {
        totalUsers: counts.total,
        newToday: counts.today,
        newThisWeek: counts.thisWeek,
        newThisMonth: counts.thisMonth,
        newLastMonth: counts.lastTwoMonths - counts.thisMonth,
      };
    },
    deleteAdminUsersId: async (_ctx, req) => {
      await deps.adminUsers.delete(req.user, req.params().id, req.body().reason);
      return { message: 'User deleted' };
    },
  });
}
