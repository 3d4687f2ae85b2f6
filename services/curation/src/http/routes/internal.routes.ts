import Router from '@koa/router';
import type { InternalItemRef } from '@gems/contracts';
import { notFound } from '@gems/platform/errors';
import type { GemsRepository } from '../../gems/gems.repository.js';
import type { ShelvesRepository } from '../../collections/shelves.repository.js';

/**
 * For the other services, on the internal network: a gem's or collection's owner, visibility and
 * title as they are now, for a replica asked about something its events have not brought yet.
 */
export function internalRoutes(deps: {
  gems: Pick<GemsRepository, 'findById'>;
  shelves: Pick<ShelvesRepository, 'findById'>;
}): Router {
  const router = new Router({ prefix: '/internal' });
  const idOf = (raw: string | undefined) => {
    const id = Number(raw);
    return Number.isSafeInteger(id) && id > 0 ? id : undefined;
  };
  const answer = (row: { id: number; userId: number; visibility: string; title: string; updatedAt: Date }) =>
    ({
      id: row.id,
      ownerId: row.userId,
      visibility: row.visibility as InternalItemRef['visibility'],
      title: row.title,
      updatedAt: row.updatedAt.toISOString(),
    }) satisfies InternalItemRef;

  router.get('/gems/:id', async (ctx) => {
    const id = idOf(ctx.params.id);
    const gem = id ? await deps.gems.findById(id) : null;
    if (!gem) throw notFound('Gem not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer(gem);
  });
  router.get('/collections/:id', async (ctx) => {
    const id = idOf(ctx.params.id);
    const shelf = id ? await deps.shelves.findById(id) : null;
    if (!shelf) throw notFound('Collection not found');
    ctx.set('Cache-Control', 'no-store');
    ctx.body = answer(shelf);
  });
  return router;
}
