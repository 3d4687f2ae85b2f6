import Router from '@koa/router';
import type { SocialSignInService } from '../../oidc/social-sign-in.service.js';
import { setSessionCookie } from './session-cookie.js';

/** `/api/login`: OpenID Connect when configured; otherwise back to /login with an honest notice. */
export function socialSignInRoutes(deps: {
  social: SocialSignInService;
  publicOrigin: string;
  secureCookies: boolean;
}): Router {
  const { social, publicOrigin, secureCookies } = deps;
  const router = new Router({ prefix: '/api/login' });

  router.get('/', async (ctx) => {
    if (!social.configured) return ctx.redirect('/login?notice=social-not-configured');
    try {
      ctx.redirect(await social.authorizationUrl());
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'social sign-in provider unreachable');
      ctx.redirect('/login?notice=social-failed');
    }
  });

  router.get('/callback', async (ctx) => {
    if (!social.configured) return ctx.redirect('/login?notice=social-not-configured');
    try {
      const { session } = await social.complete(
        new URL(ctx.originalUrl, publicOrigin),
        ctx.get('user-agent'),
      );
      setSessionCookie(ctx, session, secureCookies);
      ctx.redirect('/');
    } catch (error) {
      ctx.state.log.warn({ err: error }, 'social sign-in failed');
      ctx.redirect('/login?notice=social-failed');
    }
  });

  return router;
}
