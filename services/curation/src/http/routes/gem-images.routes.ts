import Router from '@koa/router';
import { GEM_IMAGE_MAX_BYTES, GEM_IMAGE_TOO_LARGE, zGemImageCaption, zIdParams } from '@gems/contracts';
import { parseBody, parseParams } from '@gems/platform/http/validate';
import { optionalUser, requireUser } from '@gems/platform/http/auth';
import { singleUpload, uploadedFile } from '@gems/platform/http/upload';
import type { GemImagesService } from '../../gems/gem-images.service.js';

export function gemImagesRoutes(deps: { images: GemImagesService }): Router {
  const { images } = deps;
  const router = new Router({ prefix: '/api' });

  router.get('/gems/:id/images', async (ctx) => {
    ctx.body = await images.list(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.post(
    '/gems/:id/images/upload',
    async (ctx, next) => {
      requireUser(ctx); // refuse before reading a large body
      parseParams(ctx, zIdParams);
      await next();
    },
    singleUpload('image', GEM_IMAGE_MAX_BYTES, GEM_IMAGE_TOO_LARGE),
    async (ctx) => {
      const { caption } = parseBody(ctx, zGemImageCaption);
      const file = uploadedFile(ctx);
      ctx.body = await images.upload(
        requireUser(ctx),
        parseParams(ctx, zIdParams).id,
        file?.buffer,
        caption || null,
      );
      ctx.status = 201;
    },
  );

  router.delete('/gem-images/:id', async (ctx) => {
    const user = requireUser(ctx);
    await images.delete(user, parseParams(ctx, zIdParams).id);
    ctx.body = { message: 'Image deleted' };
  });

  return router;
}
