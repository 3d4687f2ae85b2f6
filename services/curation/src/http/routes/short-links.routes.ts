import Router from '@koa/router';
import { zIdParams } from '@gems/contracts';
import { parseParams } from '@gems/platform/http/validate';
import { optionalUser } from '@gems/platform/http/auth';
import type { ShortLinksService } from '../../short-links/short-links.service.js';
import { openerKey } from '../../short-links/opener-key.js';
import { CLIENT_ADDRESS_HEADER } from '@gems/contracts';

import { notFound } from '@gems/platform/errors';

const SHORT_CODE = /^[A-Za-z0-9]{8}$/;

export function shortLinksRoutes(deps: { shortLinks: ShortLinksService }): Router {
  const router = new Router();

  router.post('/api/gems/:id/short-url', async (ctx) => {
    ctx.body = await deps.shortLinks.share(optionalUser(ctx), parseParams(ctx, zIdParams).id);
  });

  router.get('/s/:shortCode', async (ctx) => {
    const code = String(ctx.params.shortCode);
    if (!SHORT_CODE.test(code)) throw notFound('Short link not found');
    const viewer = optionalUser(ctx);
    // The gateway always sets this header from the connection (a client's own value is replaced).
    const key = openerKey(viewer?.userId, ctx.get(CLIENT_ADDRESS_HEADER) || ctx.ip);
    ctx.redirect(await deps.shortLinks.follow(code, { userId: viewer?.userId, key }));
  });

  return router;
}
