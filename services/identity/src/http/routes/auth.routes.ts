import type Router from '@koa/router';
import { CLIENT_ADDRESS_HEADER } from '@gems/contracts';
import { operationRouter } from '@gems/platform/http/operations';
import type { AccountsService } from '../../users/accounts.service.js';
import type { WalletLoginService } from '../../wallet/wallet-login.service.js';
import { clearSessionCookie, setSessionCookie } from './session-cookie.js';
import { signupAddress } from '../../users/signup-address.js';

/** Sign-up, sign-in (password or wallet), sign-out and the signed-in account; sessions in a cookie. */
export function authRoutes(deps: {
  accounts: AccountsService;
  wallet: WalletLoginService;
  secureCookies: boolean;
}): Router {
  const { accounts, wallet, secureCookies } = deps;
  return operationRouter('identity', {
    postAuthRegister: async (ctx, req) => {
      const { ref, invite } = req.query();
      const { user, session } = await accounts.register(req.body(), ref, ctx.get('user-agent'), {
        inviteCode: invite || null,
        signupAddress: signupAddress(ctx.get(CLIENT_ADDRESS_HEADER), ctx.ip),
      });
      setSessionCookie(ctx, session, secureCookies);
      return user;
    },
    postAuthLogin: async (ctx, req) => {
      const { user, session } = await accounts.login(req.body(), ctx.get('user-agent'));
      setSessionCookie(ctx, session, secureCookies);
      return user;
    },
    postAuthLogout: async (ctx, req) => {
      if (req.user) await accounts.logout(req.user.sessionId);
      clearSessionCookie(ctx, secureCookies);
      return { message: 'You have been successfully logged out' };
    },
    getAuthMe: (_ctx, req) => accounts.me(req.user.userId, req.user.sessionId),
    patchAuthProfile: (_ctx, req) => accounts.setVisibility(req.user.userId, req.body().isPublic),
    postAuthWalletNonce: (_ctx, req) => {
      const { walletAddress, walletType } = req.body();
      return wallet.nonce(walletAddress, walletType);
    },
    postAuthWalletLogin: async (ctx, req) => {
      const { session, user, isNewUser } = await wallet.login(req.body(), ctx.get('user-agent'));
      setSessionCookie(ctx, session, secureCookies);
      return { isNewUser, username: user.username };
    },
  });
}
