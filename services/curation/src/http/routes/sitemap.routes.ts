import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { PublicPagesRepository } from '../../sitemap/public-pages.repository.js';

/** Public gems and collections for the gateway's sitemap. */
export function sitemapRoutes(deps: { pages: PublicPagesRepository }): Router {
  const { pages } = deps;
  return operationRouter('curation', {
    getSitemapGems: (_ctx, req) => pages.gems(req.query()),
    getSitemapCollections: (_ctx, req) => pages.collections(req.query()),
  });
}
