import Router from '@koa/router';
import {
  zLogin,
  zProfileVisibility,
  zRegister,
  zRegisterQuery,
  zWalletLogin,
  zWalletNonceRequest,
  CLIENT_ADDRESS_HEADER,
} from '@gems/contracts';
import { parseBody, parseQuery } from '@gems/platform/http/validate';
import { requireUser } from '@gems/platform/http/auth';
import type { AccountsService } from '../../users/accounts.service.js';
import type { WalletLoginService } from '../../wallet/wallet-login.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { signupAddress } from '../../users/signup-address.js';

export function authRoutes(deps: {
  accounts: AccountsService;
  wallet: WalletLoginService;
  secureCookies: boolean;
}): Router {
  const { accounts, wallet, secureCookies } = deps;
  const router = new Router({ prefix: '/api/auth' });

  router.post('/register', async (ctx) => {
    const { ref, invite } = parseQuery(ctx, zRegisterQuery);
    const { user, session } = await accounts.register(parseBody(ctx, zRegister), ref, ctx.get('user-agent'), {
      inviteCode: invite || null,
      signupAddress: signupAddress(ctx.get(CLIENT_ADDRESS_HEADER), ctx.ip),
    });
    setSessionCookie(ctx, session, secureCookies);
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/login', async (ctx) => {
    const { user, session } = await accounts.login(parseBody(ctx, zLogin), ctx.get('user-agent'));
    setSessionCookie(ctx, session, secureCookies);
    ctx.body = user;
  });

  router.post('/logout', async (ctx) => {
    const user = ctx.state.user;
    if (user) await accounts.logout(user.sessionId);
    clearSessionCookie(ctx, secureCookies);
    ctx.body = { message: 'You have been successfully logged out' };
  });

  router.get('/me', async (ctx) => {
    const claims = requireUser(ctx);
    ctx.body = await accounts.me(claims.userId, claims.sessionId);
  });

  router.patch('/profile', async (ctx) => {
    const claims = requireUser(ctx);
    ctx.body = await accounts.setVisibility(claims.userId, parseBody(ctx, zProfileVisibility).isPublic);
  });

  router.post('/wallet-nonce', async (ctx) => {
    const { walletAddress, walletType } = parseBody(ctx, zWalletNonceRequest);
    ctx.body = await wallet.nonce(walletAddress, walletType);
  });

  router.post('/wallet-login', async (ctx) => {
    const { session, user, isNewUser } = await wallet.login(
      parseBody(ctx, zWalletLogin),
      ctx.get('user-agent'),
    );
    setSessionCookie(ctx, session, secureCookies);
    ctx.body = { isNewUser, username: user.username };
  });

  return router;
}
