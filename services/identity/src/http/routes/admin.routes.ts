import Router from '@koa/router';
import { zDeleteUserBody, zIdParams } from '@gems/contracts';
import { parseBody, parseParams } from '@gems/platform/http/validate';
import { requireAdmin } from '@gems/platform/http/auth';
import type { AdminUsersService } from '../../users/admin-users.service.js';
import type { UsersRepository } from '../../users/users.repository.js';

const DAY = 86_400_000;

export function adminRoutes(deps: {
  adminUsers: AdminUsersService;
  users: Pick<UsersRepository, 'countsSince'>;
}): Router {
  const router = new Router({ prefix: '/api/admin' });

  /** The Overview's user figures: totals and sign-ups over the last week and the last two months. */
  router.get('/users/summary', async (ctx) => {
    requireAdmin(ctx);
    const now = Date.now();
    const counts = await deps.users.countsSince({
      today: new Date(now - DAY),
      thisWeek: new Date(now - 7 * DAY),
      thisMonth: new Date(now - 30 * DAY),
      lastTwoMonths: new Date(now - 60 * DAY),
    });
    ctx.body = {
      totalUsers: counts.total,
      newToday: counts.today,
      newThisWeek: counts.thisWeek,
      newThisMonth: counts.thisMonth,
      newLastMonth: (counts.lastTwoMonths ?? 0) - (counts.thisMonth ?? 0),
    };
  });

  router.delete('/users/:id', async (ctx) => {
    const admin = requireAdmin(ctx);
    await deps.adminUsers.delete(
      admin,
      parseParams(ctx, zIdParams).id,
      parseBody(ctx, zDeleteUserBody).reason,
    );
    ctx.body = { message: 'User deleted' };
  });

  return router;
}
