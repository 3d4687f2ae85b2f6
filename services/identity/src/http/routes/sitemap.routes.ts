import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { PublicProfilesRepository } from '../../sitemap/public-profiles.repository.js';

/** Public profiles for the gateway's sitemap. */
export function sitemapRoutes(deps: { profiles: PublicProfilesRepository }): Router {
  return operationRouter('identity', {
    getSitemapProfiles: (_ctx, req) => deps.profiles.page(req.query()),
  });
}
