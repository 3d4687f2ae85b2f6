import Router from '@koa/router';
import type { InternalUser } from '@gems/contracts';
import { notFound } from '@gems/platform/errors';
import type { UsersRepository } from '../../users/users.repository.js';

/**
 * For the other services, on the internal network: a user's current privacy setting, which they
 * must not read from a replica that may be late (a follow to a profile made private a moment ago,
 * a new gem's default visibility).
 */
export function internalUsersRoutes(deps: { users: Pick<UsersRepository, 'findById'> }): Router {
  const router = new Router({ prefix: '/internal/users' });
  router.get('/:id', async (ctx) => {
    const id = Number(ctx.params.id);
    const user = Number.isSafeInteger(id) && id > 0 ? await deps.users.findById(id) : null;
    if (!user) throw notFound('User not found');
    const body: InternalUser = {
      id: user.id,
      username: user.username,
      isPublic: user.isPublic,
      profileImageUrl: user.profileImageUrl,
    };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = body;
  });
  return router;
}
