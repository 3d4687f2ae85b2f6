import type Router from '@koa/router';
import { CLIENT_ADDRESS_HEADER } from '@gems/contracts';
import { notFound } from '@gems/platform/errors';
import { operationRouter } from '@gems/platform/http/operations';
import type { ShortLinksService } from '../../short-links/short-links.service.js';
import { openerKey } from '../../short-links/opener-key.js';

const SHORT_CODE = /^[A-Za-z0-9]{8}$/;

export function shortLinksRoutes(deps: { shortLinks: ShortLinksService }): Router {
  return operationRouter('curation', {
    postGemsIdShortUrl: (_ctx, req) => deps.shortLinks.share(req.user, req.params().id),
    getSShortCode: async (ctx, req) => {
      // A malformed code is a 404 like an unknown one (the gateway shows its not-found page), not a 400.
      const shortCode = String(ctx.params.shortCode);
      if (!SHORT_CODE.test(shortCode)) throw notFound('Short link not found');
      const viewer = req.user;
      // The gateway always sets this header from the connection (a client's own value is replaced).
      const key = openerKey(viewer?.userId, ctx.get(CLIENT_ADDRESS_HEADER) || ctx.ip);
      ctx.redirect(await deps.shortLinks.follow(shortCode, { userId: viewer?.userId, key }));
    },
  });
}
