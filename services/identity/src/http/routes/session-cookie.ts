import type { Context } from 'koa';
import { SIGNED_IN_HINT_COOKIE } from '@gems/contracts';
import { SESSION_COOKIE } from '@gems/platform/auth/session-claims';
import type { IssuedSession } from '../../auth/sessions.service.js';

type CookieOptions = NonNullable<Parameters<Context['cookies']['set']>[2]>;

const options = (secure: boolean, expires: Date) =>
  ({ sameSite: 'lax', secure, path: '/', expires, overwrite: true }) as const;

/**
 * Sets a cookie whose Secure flag comes from configuration (COOKIE_SECURE, or an https
 * PUBLIC_ORIGIN), not from this hop: TLS ends at the ingress or the gateway, and behind a proxy
 * that does not send X-Forwarded-Proto, Koa's `cookies` would refuse a Secure cookie on what it
 * takes for plain HTTP — a 500 on every sign-in.
 */
export function setCookie(ctx: Context, name: string, value: string, options: CookieOptions): void {
  if (options.secure) ctx.cookies.secure = true;
  ctx.cookies.set(name, value, options);
}

/**
 * The SPA's session: an httpOnly, SameSite=Lax cookie holding the signed token, and beside it the
 * readable hint that one exists (no secret in it), with the same lifetime.
 */
export function setSessionCookie(ctx: Context, session: IssuedSession, secure: boolean): void {
  setCookie(ctx, SESSION_COOKIE, session.token, { ...options(secure, session.expiresAt), httpOnly: true });
  setCookie(ctx, SIGNED_IN_HINT_COOKIE, '1', { ...options(secure, session.expiresAt), httpOnly: false });
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  setCookie(ctx, SESSION_COOKIE, '', { ...options(secure, new Date(0)), httpOnly: true });
  setCookie(ctx, SIGNED_IN_HINT_COOKIE, '', { ...options(secure, new Date(0)), httpOnly: false });
}
