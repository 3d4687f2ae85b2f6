import Router from '@koa/router';
import { z } from 'zod';
import { badRequest, HttpError } from '@gems/platform/errors';
import type { ImageFetchService } from '../../images/image-fetch.service.js';
import { ScrapeError } from '../../scrape/scrape-errors.js';

const zImageFetch = z.object({
  url: z.string().min(1).max(4096),
  userId: z.number().int().positive().nullable().default(null),
});

/**
 * For curation, on the internal network (never routed by the gateway): a preview image's bytes,
 * fetched under the scraper's rules, so that curation can keep its own copy (issue 29 §1).
 * 200 with the image, or the scrape's own refusal as JSON `{ message, code }`.
 */
export function internalRoutes(deps: { images: ImageFetchService }): Router {
  const router = new Router({ prefix: '/internal' });
  router.post('/images/fetch', async (ctx) => {
    const input = zImageFetch.safeParse(ctx.request.body);
    if (!input.success) throw badRequest('Expected { url, userId }');
    try {
      const image = await deps.images.fetch(input.data);
      ctx.set('Cache-Control', 'no-store');
      ctx.set('X-Final-Url', encodeURI(image.url));
      ctx.type = image.mediaType;
      ctx.body = image.bytes;
    } catch (error) {
      if (error instanceof ScrapeError) throw new HttpError(error.status, error.message, error.code);
      throw error;
    }
  });
  return router;
}
