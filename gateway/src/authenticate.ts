import type { IncomingMessage } from 'node:http';
import { extractToken, type TokenVerifier } from '@gems/platform/auth/token-verifier';
import { SESSION_COOKIE, type SessionClaims } from '@gems/platform/auth/session-claims';

const IDENTITY_HEADERS = ['x-user-id', 'x-user-role', 'x-username'] as const;

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined; // a malformed cookie is no session, not a server error
    }
  }
  return undefined;
}

/** The session token a request carries (Bearer or cookie), read once and handed to both checks. */
export const tokenOf = (req: IncomingMessage) =>
  extractToken(req.headers.authorization, readCookie(req.headers.cookie, SESSION_COOKIE));

/**
 * Who the caller is as far as can be told without the cache: null without a token, the user id
 * when the token's signature was checked recently (whether it was revoked since is `identify`'s
 * answer), undefined when only `identify` can tell.
 */
export function knownCaller(token: string | undefined, verifier: TokenVerifier): number | null | undefined {
  if (!token) return null;
  return verifier.peek?.(token)?.userId;
}

/**
 * Verifies the session token (cookie or Bearer) and passes the verified identity upstream as
 * x-user-* headers. Headers a client sent under those names are dropped first. Services verify
 * the token themselves as well.
 */
export async function identify(
  req: IncomingMessage,
  verifier: TokenVerifier,
  token = tokenOf(req),
): Promise<SessionClaims | undefined> {
  for (const header of IDENTITY_HEADERS) delete req.headers[header];
  const user = token ? await verifier.verify(token) : null;
  if (!user) return undefined;
  req.headers['x-user-id'] = String(user.userId);
  req.headers['x-user-role'] = user.role;
  req.headers['x-username'] = user.username;
  return user;
}
