import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { LinkCheckNowService } from '../../links/link-check-now.service.js';

/** Issue 29 §4: the owner's "check this link now". */
export function linkHealthRoutes(deps: { checkNow: LinkCheckNowService }): Router {
  return operationRouter('curation', {
    postGemsIdLinkCheck: (_ctx, req) => deps.checkNow.check(req.user, req.params().id),
  });
}
