import Router from '@koa/router';
import type { KeyRing } from '../../auth/signing-keys.js';

/** Identity's public signing keys; the gateway and every service verify session tokens with them. */
export function jwksRoutes(keys: KeyRing): Router {
  const router = new Router();
  router.get('/.well-known/jwks.json', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = keys.jwks;
  });
  return router;
}
