import Router from '@koa/router';
import type { Context } from 'koa';
import {
  zCreateGem,
  zGemListQuery,
  zIdParams,
  zReorderGems,
  zSetGemImage,
  zTopCreatorsQuery,
  zUpdateGem,
} from '@gems/contracts';
import { parseBody, parseParams, parseQuery } from '@gems/platform/http/validate';
import { optionalUser, requireUser } from '@gems/platform/http/auth';
import { answerJsonPage } from '@gems/platform/http/answer-page';
import { DuplicateGemError } from '../../gems/duplicate-gem.error.js';
import type { GemsService } from '../../gems/gems.service.js';
import type { GemOrderService } from '../../gems/gem-order.service.js';
import type { CachedTopCreators } from '../../users/top-creators.cache.js';

export function gemsRoutes(deps: {
  gems: GemsService;
  gemOrder: GemOrderService;
  topCreators: Pick<CachedTopCreators, 'top'>;
}): Router {
  const { gems } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/gems', async (ctx) => {
    const page = await gems.list(optionalUser(ctx), parseQuery(ctx, zGemListQuery));
    answerJsonPage(ctx, page);
  });

  router.get('/users/top-creators', async (ctx) => {
    ctx.body = await deps.topCreators.top(parseQuery(ctx, zTopCreatorsQuery).limit);
  });

  router.get('/users/:id/gems', async (ctx) => {
    const { id } = parseParams(ctx, zIdParams);
    const page = await gems.list(optionalUser(ctx), { ...parseQuery(ctx, zGemListQuery), userId: id });
    // On the first page: how many of this user's gems the viewer may see (the profile's count).
    if (page.total !== undefined) ctx.set('X-Total-Count', String(page.total));
    answerJsonPage(ctx, page);
  });

  // Before /gems/:id, which would read "reorder" as an id.
  router.put('/gems/reorder', async (ctx) => {
    const user = requireUser(ctx);
    await deps.gemOrder.reorder(user, parseBody(ctx, zReorderGems));
    ctx.body = { message: 'Gems reordered' };
  });

  router.post('/gems', async (ctx) => {
    const user = requireUser(ctx);
    try {
      ctx.body = await gems.create(user, parseBody(ctx, zCreateGem));
      ctx.status = 201;
    } catch (error) {
      if (!(error instanceof DuplicateGemError)) throw error;
      duplicate(ctx, error);
    }
  });

  router.get('/gems/:id', async (ctx) => {
    ctx.body = await gems.get(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.put('/gems/:id', async (ctx) => {
    const user = requireUser(ctx);
    ctx.body = await gems.update(user, parseParams(ctx, zIdParams).id, parseBody(ctx, zUpdateGem));
  });

  router.patch('/gems/:id', async (ctx) => {
    const user = requireUser(ctx);
    const { imageUrl } = parseBody(ctx, zSetGemImage);
    ctx.body = await gems.setImage(user, parseParams(ctx, zIdParams).id, imageUrl);
  });

  router.delete('/gems/:id', async (ctx) => {
    const user = requireUser(ctx);
    await gems.delete(user, parseParams(ctx, zIdParams).id);
    ctx.body = { message: 'Gem deleted' };
  });

  return router;
}

/** 409 with the existing gem's id, so the SPA can offer to open it. */
function duplicate(ctx: Context, error: DuplicateGemError): void {
  ctx.status = 409;
  ctx.body = { message: error.message, code: error.code, gemId: error.gemId };
}
