import type { Context, Middleware } from 'koa';
import { forbidden, HttpError, unauthorized } from '../errors.js';
import { extractToken, type TokenVerifier } from '../auth/token-verifier.js';
import { SESSION_COOKIE, type SessionClaims } from '../auth/session-claims.js';
import { checkedCaller } from '../auth/checked-caller.js';
import type { AppState } from './request-context.js';

/**
 * Verifies the caller's session token on every request (services never trust the gateway's
 * headers alone). A request the gateway handed over inside this process carries its verdict and
 * is not checked twice. Routes then call requireUser / requireAdmin.
 */
export function authenticate(verifier: TokenVerifier): Middleware<AppState> {
  return async (ctx, next) => {
    const checked = checkedCaller(ctx.req);
    if (checked !== undefined) {
      ctx.state.user = checked ?? undefined;
      return next();
    }
    const token = extractToken(ctx.get('authorization') || undefined, ctx.cookies.get(SESSION_COOKIE));
    try {
      if (token) ctx.state.user = (await verifier.verify(token)) ?? undefined;
    } catch (error) {
      // Its revocation cannot be checked: a public read still serves (as to a visitor), a route
      // that needs the user answers 503 through requireUser.
      if (!(error instanceof HttpError) || error.status !== 503) throw error;
      ctx.state.sessionUnknown = error;
    }
    return next();
  };
}

export function requireUser(ctx: Context): SessionClaims {
  const { user, sessionUnknown } = ctx.state as AppState;
  if (!user) throw sessionUnknown ?? unauthorized();
  return user;
}

export function requireAdmin(ctx: Context): SessionClaims {
  const user = requireUser(ctx);
  if (user.role !== 'admin') throw forbidden('Admin privileges required');
  return user;
}

export const optionalUser = (ctx: Context): SessionClaims | undefined => (ctx.state as AppState).user;
