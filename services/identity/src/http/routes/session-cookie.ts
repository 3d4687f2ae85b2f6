import type { Context } from 'koa';
import { SIGNED_IN_HINT_COOKIE } from '@gems/contracts';
import { SESSION_COOKIE } from '@gems/platform/auth/session-claims';
import type { IssuedSession } from '../../auth/sessions.service.js';

const options = (secure: boolean, expires: Date) =>
  ({ sameSite: 'lax', secure, path: '/', expires, overwrite: true }) as const;

/**
 * The SPA's session: an httpOnly, SameSite=Lax cookie holding the signed token, and beside it the
 * readable hint that one exists (no secret in it), with the same lifetime.
 */
export function setSessionCookie(ctx: Context, session: IssuedSession, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, session.token, { ...options(secure, session.expiresAt), httpOnly: true });
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '1', { ...options(secure, session.expiresAt), httpOnly: false });
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, '', { ...options(secure, new Date(0)), httpOnly: true });
  ctx.cookies.set(SIGNED_IN_HINT_COOKIE, '', { ...options(secure, new Date(0)), httpOnly: false });
}
