import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { GemArchivesService } from '../../gems/archives/gem-archives.service.js';

/** A gem's readable copy (issue 29 §2). */
export function gemArchivesRoutes(deps: { archives: GemArchivesService }): Router {
  const { archives } = deps;
  return operationRouter('curation', {
    getGemsIdArchive: (_ctx, req) => archives.read(req.user, req.params().id),
    putGemsIdArchive: (_ctx, req) => archives.offerPage(req.user, req.params().id, req.body().html),
  });
}
