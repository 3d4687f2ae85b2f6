import Router from '@koa/router';
import { zIdParams } from '@gems/contracts';
import { z } from 'zod';
import { parseBody, parseParams } from '@gems/platform/http/validate';
import { requireAdmin } from '@gems/platform/http/auth';
import type { AdminUsersService } from '../../users/admin-users.service.js';

const zDeleteUser = z.object({ reason: z.string().trim().max(500).optional() });

export function adminRoutes(deps: { adminUsers: AdminUsersService }): Router {
  const router = new Router({ prefix: '/api/admin' });

  router.delete('/users/:id', async (ctx) => {
    const admin = requireAdmin(ctx);
    await deps.adminUsers.delete(admin, parseParams(ctx, zIdParams).id, parseBody(ctx, zDeleteUser).reason);
    ctx.body = { message: 'User deleted' };
  });

  return router;
}
