import type Router from '@koa/router';
import { HttpError } from '@gems/platform/errors';
import { operationRouter } from '@gems/platform/http/operations';
import { ScrapeError } from '../../scrape/scrape-errors.js';
import type { ScrapeService } from '../../scrape/scrape.service.js';

export function scrapeRoutes(deps: { scraper: ScrapeService }): Router {
  return operationRouter('scraper', {
    postScrape: async (ctx, req) => {
      const { url, extractIndividualLocations, html } = req.body();
      // A client that gives up (its own 15 s timeout) stops the fetch and the browser too.
      const gone = new AbortController();
      ctx.res.once('close', () => {
        if (!ctx.res.writableFinished) gone.abort();
      });
      try {
        return await deps.scraper.scrape({
          url,
          extractIndividualLocations,
          html,
          userId: req.user.userId,
          signal: gone.signal,
        });
      } catch (error) {
        if (error instanceof ScrapeError) throw new HttpError(error.status, error.message, error.code);
        throw error;
      }
    },
  });
}
