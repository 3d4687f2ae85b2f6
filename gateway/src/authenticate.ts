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
 * The claims of a token whose signature was checked recently, without asking the cache whether it
 * was revoked since (that is `identify`'s answer); null without a token, undefined when only
 * `identify` can tell.
 */
export function recentClaims(
  token: string | undefined,
  verifier: TokenVerifier,
): SessionClaims | null | undefined {
  if (!token) return null;
  return verifier.peek?.(token);
}

/**
 * Passes the caller's identity upstream as x-user-* headers, for the services' logs (they verify
 * the token themselves and never trust these). Headers a client sent under those names go first.
 */
export function passIdentity(
  req: IncomingMessage,
  user: SessionClaims | undefined,
): SessionClaims | undefined {
  for (const header of IDENTITY_HEADERS) delete req.headers[header];
  if (!user) return undefined;
  req.headers['x-user-id'] = String(user.userId);
  req.headers['x-user-role'] = user.role;
  req.headers['x-username'] = user.username;
  return user;
}

/** Verifies the session token (cookie or Bearer), revocation included, and passes the identity on. */
export async function identify(
  req: IncomingMessage,
  verifier: TokenVerifier,
  token = tokenOf(req),
): Promise<SessionClaims | undefined> {
  try {
    return passIdentity(req, (token && (await verifier.verify(token))) || undefined);
  } catch {
    // Its revocation cannot be checked now: no verdict here, the service answers (503 where it
    // needs the user) — never 401, which would sign the client out.
    sessionUnknown.add(req);
    return passIdentity(req, undefined);
  }
}

const sessionUnknown = new WeakSet<IncomingMessage>();

/** Whether identify could not tell if this request's session was revoked. */
export const sessionWasUnknown = (req: IncomingMessage): boolean => sessionUnknown.has(req);
