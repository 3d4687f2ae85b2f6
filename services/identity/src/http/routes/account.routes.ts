import Router from '@koa/router';
import {
  zChangeEmail,
  zChangePassword,
  zDeleteAccount,
  zEmailConfirm,
  zPasswordResetConfirm,
  zPasswordResetRequest,
} from '@gems/contracts';
import { parseBody } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { AccountSecurityService } from '../../users/account-security.service.js';
import { clientAddress } from '../../auth/mail-throttle.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';

/** Issue 32: the owner's password, e-mail address and account (reset, change, verify, leave). */
export function accountRoutes(deps: { security: AccountSecurityService; secureCookies: boolean }): Router {
  const { security, secureCookies } = deps;
  const router = new Router({ prefix: '/api/auth' });

  router.post('/password-reset', async (ctx) => {
    const { email } = parseBody(ctx, zPasswordResetRequest);
    ctx.body = await security.requestReset(email, clientAddress(ctx.get('x-forwarded-for'), ctx.ip));
    ctx.status = 202;
  });

  router.post('/password-reset/confirm', async (ctx) => {
    const { account, session } = await security.confirmReset(
      parseBody(ctx, zPasswordResetConfirm),
      ctx.get('user-agent'),
    );
    setSessionCookie(ctx, session, secureCookies);
    ctx.body = { user: account };
  });

  router.put('/password', async (ctx) => {
    ctx.body = await security.changePassword(requireUser(ctx), parseBody(ctx, zChangePassword));
  });

  router.put('/email', async (ctx) => {
    ctx.body = await security.changeEmail(requireUser(ctx), parseBody(ctx, zChangeEmail));
    ctx.status = 202;
  });

  router.post('/email/verification', async (ctx) => {
    ctx.body = await security.sendVerification(requireUser(ctx));
    ctx.status = 202;
  });

  router.post('/email/confirm', async (ctx) => {
    ctx.body = await security.confirmEmail(parseBody(ctx, zEmailConfirm).token);
  });

  router.delete('/social', async (ctx) => {
    ctx.body = await security.disconnectSocial(requireUser(ctx));
  });

  router.delete('/me', async (ctx) => {
    await security.deleteAccount(requireUser(ctx), parseBody(ctx, zDeleteAccount));
    clearSessionCookie(ctx, secureCookies);
    ctx.status = 204;
  });

  return router;
}
