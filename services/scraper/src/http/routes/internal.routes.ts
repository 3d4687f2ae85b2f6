import Router from '@koa/router';
import { z } from 'zod';
import { badRequest, HttpError } from '@gems/platform/errors';
import { ARCHIVE_PAGE_MAX_CHARS } from '@gems/contracts';
import type { ImageFetchService } from '../../images/image-fetch.service.js';
import type { ReadableFetchService } from '../../readable/readable-fetch.service.js';
import type { LinkCheckService } from '../../links/link-check.service.js';
import { ScrapeError } from '../../scrape/scrape-errors.js';
import type { ScrapeService } from '../../scrape/scrape.service.js';

const zPreview = z.object({
  url: z.string().min(1).max(2048),
  userId: z.number().int().positive().nullable().default(null),
});

const zImageFetch = z.object({
  url: z.string().min(1).max(4096),
  userId: z.number().int().positive().nullable().default(null),
});

/** A gem's readable copy (issue 29 §2): its address, or the page its owner's browser sent. */
const zReadable = z.object({
  url: z.string().min(1).max(4096),
  userId: z.number().int().positive().nullable().default(null),
  html: z.string().max(ARCHIVE_PAGE_MAX_CHARS).optional(),
});

/**
 * For curation, on the internal network (never routed by the gateway), issue 29 §1: a link's
 * preview for a bookmark-file import's links after the import (no user session: the user is
 * named), and a preview image's bytes, fetched under the scraper's rules so that curation can
 * keep its own copy (200 with the image), and a page's readable copy (issue 29 §2). Refusals are the scrape's own JSON `{ message, code }`.
 */
export function internalRoutes(deps: {
  images: ImageFetchService;
  scraper: ScrapeService;
  readable: ReadableFetchService;
  links: LinkCheckService;
}): Router {
  const router = new Router({ prefix: '/internal' });
  router.post('/previews', async (ctx) => {
    const input = zPreview.safeParse(ctx.request.body);
    if (!input.success) throw badRequest('Expected { url, userId }');
    try {
      ctx.body = await deps.scraper.scrape({ ...input.data, extractIndividualLocations: false });
    } catch (error) {
      if (error instanceof ScrapeError) throw new HttpError(error.status, error.message, error.code);
      throw error;
    }
  });
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
  router.post('/pages/readable', async (ctx) => {
    const input = zReadable.safeParse(ctx.request.body);
    if (!input.success) throw badRequest('Expected { url, userId, html? }');
    try {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await deps.readable.copy(input.data);
    } catch (error) {
      if (error instanceof ScrapeError) throw new HttpError(error.status, error.message, error.code);
      throw error;
    }
  });
  // Issue 29 §4: does a gem's address still answer? Facts, 200 whatever the site said.
  router.post('/links/check', async (ctx) => {
    const input = zImageFetch.safeParse(ctx.request.body);
    if (!input.success) throw badRequest('Expected { url, userId }');
    try {
      ctx.set('Cache-Control', 'no-store');
      ctx.body = await deps.links.check(input.data);
    } catch (error) {
      if (error instanceof ScrapeError) throw new HttpError(error.status, error.message, error.code);
      throw error;
    }
  });
  return router;
}
