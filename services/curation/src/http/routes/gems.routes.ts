import type Router from '@koa/router';
import { ANSWERED, jsonPage, operationRouter } from '@gems/platform/http/operations';
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
  return operationRouter('curation', {
    getGems: async (_ctx, req) => jsonPage(await gems.list(req.user, req.query())),
    getUsersTopCreators: (_ctx, req) => deps.topCreators.top(req.query().limit),
    getUsersIdGems: async (ctx, req) => {
      const { id } = req.params();
      const page = await gems.list(req.user, { ...req.query(), userId: id });
      // On the first page: how many of this user's gems the viewer may see (the profile's count).
      if (page.total !== undefined) ctx.set('X-Total-Count', String(page.total));
      return jsonPage(page);
    },
    putGemsReorder: async (_ctx, req) => {
      await deps.gemOrder.reorder(req.user, req.body());
      return { message: 'Gems reordered' };
    },
    postGems: async (ctx, req) => {
      try {
        return await gems.create(req.user, req.body());
      } catch (error) {
        if (!(error instanceof DuplicateGemError)) throw error;
        // 409 with the existing gem's id, so the SPA can offer to open it.
        ctx.status = 409;
        ctx.body = { message: error.message, code: error.code, gemId: error.gemId };
        return ANSWERED;
      }
    },
    getGemsId: (_ctx, req) => gems.get(req.user, req.params().id),
    putGemsId: (_ctx, req) => gems.update(req.user, req.params().id, req.body()),
    patchGemsId: (_ctx, req) => {
      const { imageUrl } = req.body();
      return gems.setImage(req.user, req.params().id, imageUrl);
    },
    deleteGemsId: async (_ctx, req) => {
      await gems.delete(req.user, req.params().id);
      return { message: 'Gem deleted' };
    },
  });
}
