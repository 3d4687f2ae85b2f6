import type { Context } from 'koa';
import { SESSION_COOKIE } from '@gems/platform/auth/session-claims';
import type { IssuedSession } from '../../auth/sessions.service.js';

/** The SPA's session: an httpOnly, SameSite=Lax cookie holding the signed token. */
export function setSessionCookie(ctx: Context, session: IssuedSession, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, session.token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: session.expiresAt,
    overwrite: true,
  });
}

export function clearSessionCookie(ctx: Context, secure: boolean): void {
  ctx.cookies.set(SESSION_COOKIE, '', {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    expires: new Date(0),
    overwrite: true,
  });
}
