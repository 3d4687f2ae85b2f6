import Router from '@koa/router';
import { HttpError } from '@gems/platform/errors';
import { requireUser } from '@gems/platform/http/auth';
import { parseBody } from '@gems/platform/http/validate';
import { ScrapeError } from '../../scrape/scrape-errors.js';
import type { ScrapeService } from '../../scrape/scrape.service.js';
import { zScrapeRequest } from '@gems/contracts';

export function scrapeRoutes(deps: { scraper: ScrapeService }): Router {
  const router = new Router({ prefix: '/api' });

  router.post('/scrape', async (ctx) => {
    const user = requireUser(ctx);
    const { url, extractIndividualLocations, html } = parseBody(ctx, zScrapeRequest);
    // A client that gives up (its own 15 s timeout) stops the fetch and the browser too.
    const gone = new AbortController();
    ctx.res.once('close', () => {
      if (!ctx.res.writableFinished) gone.abort();
    });
    try {
      ctx.body = await deps.scraper.scrape({
        url,
        extractIndividualLocations,
        html,
        userId: user.userId,
        signal: gone.signal,
      });
    } catch (error) {
      if (error instanceof ScrapeError) throw new HttpError(error.status, error.message, error.code);
      throw error;
    }
  });

  return router;
}
