import type { RequestHandler } from 'express';
import { extractToken, type TokenVerifier } from '@gems/platform/auth/token-verifier';
import { SESSION_COOKIE, type SessionClaims } from '@gems/platform/auth/session-claims';

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionClaims;
  }
}

export const IDENTITY_HEADERS = ['x-user-id', 'x-user-role', 'x-username'] as const;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Verifies the session token (cookie or Bearer) and passes the verified identity upstream as
 * x-user-* headers. Headers a client sent under those names are dropped first. Services verify
 * the token themselves as well.
 */
export function authenticate(verifier: TokenVerifier): RequestHandler {
  return async (req, _res, next) => {
    for (const header of IDENTITY_HEADERS) delete req.headers[header];
    const token = extractToken(req.get('authorization'), readCookie(req.get('cookie'), SESSION_COOKIE));
    const user = token ? await verifier.verify(token) : null;
    if (user) {
      req.user = user;
      req.headers['x-user-id'] = String(user.userId);
      req.headers['x-user-role'] = user.role;
      req.headers['x-username'] = user.username;
    }
    next();
  };
}

/** `/api/admin/*`: 401 for visitors, 403 for signed-in non-admins, before any service is asked. */
export const requireAdmin: RequestHandler = (req, res, next) => {
  if (!req.user)
    return void res.status(401).json({ message: 'Authentication required', code: 'unauthorized' });
  if (req.user.role !== 'admin') {
    return void res.status(403).json({ message: 'Admin privileges required', code: 'forbidden' });
  }
  next();
};
