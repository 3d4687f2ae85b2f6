import type Router from '@koa/router';
import type { Context } from 'koa';
import { API_OPERATIONS } from '@gems/contracts/openapi';
import { operationRouter } from '@gems/platform/http/operations';
import { setCookie, setSessionCookie } from './session-cookie.js';
import {
  SocialSignInError,
  STATE_TTL_SECONDS,
  type SocialSignInService,
} from '../../oidc/social-sign-in.service.js';

const STATE_COOKIE = 'gems_oidc_state';

/**
 * `/api/login`: OpenID Connect when configured; otherwise back to /login with an honest notice.
 * `?connect=1` (signed in) connects the provider to the current account instead of signing in.
 * The state is bound to this browser by a short-lived HttpOnly cookie checked at the callback.
 */
export function socialSignInRoutes(deps: {
  social: SocialSignInService;
  publicOrigin: string;
  secureCookies: boolean;
}): Router {
  const { social, publicOrigin, secureCookies } = deps;
  const stateCookie = (ctx: Context, value: string, maxAgeSeconds: number) =>
    setCookie(ctx, STATE_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax', // sent on the provider's top-level redirect back, never on cross-site subrequests
      secure: secureCookies,
      path: API_OPERATIONS.getLogin.path,
      maxAge: maxAgeSeconds * 1000,
      overwrite: true,
    });

  return operationRouter('identity', {
    getLogin: async (ctx) => {
      const connect = ctx.query.connect === '1';
      const failed = connect ? '/settings?notice=social-connect-failed' : '/login?notice=social-failed';
      if (!social.configured) return ctx.redirect(connect ? failed : '/login?notice=social-not-configured');
      if (connect && !ctx.state.user) return ctx.redirect('/login');
      try {
        const { url, state } = await social.start(connect ? ctx.state.user!.userId : undefined);
        stateCookie(ctx, state, STATE_TTL_SECONDS);
        ctx.redirect(url);
      } catch (error) {
        ctx.state.log.warn({ err: error }, 'social sign-in provider unreachable');
        ctx.redirect(failed);
      }
    },
    getLoginCallback: async (ctx) => {
      if (!social.configured) return ctx.redirect('/login?notice=social-not-configured');
      const browserState = ctx.cookies.get(STATE_COOKIE);
      stateCookie(ctx, '', 0);
      try {
        const outcome = await social.complete(new URL(ctx.originalUrl, publicOrigin), {
          browserState,
          userId: ctx.state.user?.userId,
          userAgent: ctx.get('user-agent'),
        });
        if (outcome.mode === 'connect') return ctx.redirect('/settings?notice=social-connected');
        setSessionCookie(ctx, outcome.signedIn.session, secureCookies);
        ctx.redirect('/');
      } catch (error) {
        const notice = error instanceof SocialSignInError ? error.notice : 'social-failed';
        const page = error instanceof SocialSignInError && error.mode === 'connect' ? '/settings' : '/login';
        ctx.state.log.warn({ err: error, notice }, 'social sign-in did not complete');
        ctx.redirect(`${page}?notice=${notice}`);
      }
    },
  });
}
