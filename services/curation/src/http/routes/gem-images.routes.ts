import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { GemImagesService } from '../../gems/gem-images.service.js';

/** A gem's extra images; the upload's size and field come from its catalogue entry. */
export function gemImagesRoutes(deps: { images: GemImagesService }): Router {
  const { images } = deps;
  return operationRouter('curation', {
    getGemsIdImages: (_ctx, req) => images.list(req.user, req.params().id),
    postGemsIdImagesUpload: (_ctx, req) => {
      const { caption } = req.body();
      return images.upload(req.user, req.params().id, req.file()?.buffer, caption || null);
    },
    deleteGemImagesId: async (_ctx, req) => {
      await images.delete(req.user, req.params().id);
      return { message: 'Image deleted' };
    },
  });
}
