import type Router from '@koa/router';
import { operationRouter } from '@gems/platform/http/operations';
import type { AccountSecurityService } from '../../users/account-security.service.js';
import { clientAddress } from '../../auth/mail-throttle.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Issue 32: the owner's password, e-mail address and account (reset, change, verify, leave). */
export function accountRoutes(deps: { security: AccountSecurityService; secureCookies: boolean }): Router {
  const { security, secureCookies } = deps;
  return operationRouter('identity', {
    postAuthPasswordReset: (ctx, req) =>
      security.requestReset(req.body().email, clientAddress(ctx.get('x-forwarded-for'), ctx.ip)),
    postAuthPasswordResetConfirm: async (ctx, req) => {
      const { account, session } = await security.confirmReset(req.body(), ctx.get('user-agent'));
      setSessionCookie(ctx, session, secureCookies);
      return { user: account };
    },
    putAuthPassword: (_ctx, req) => security.changePassword(req.user, req.body()),
    putAuthEmail: (_ctx, req) => security.changeEmail(req.user, req.body()),
    postAuthEmailVerification: (_ctx, req) => security.sendVerification(req.user),
    postAuthEmailConfirm: (_ctx, req) => security.confirmEmail(req.body().token),
    deleteAuthSocial: (_ctx, req) => security.disconnectSocial(req.user),
    deleteAuthMe: async (ctx, req) => {
      await security.deleteAccount(req.user, req.body());
      clearSessionCookie(ctx, secureCookies);
    },
  });
}
