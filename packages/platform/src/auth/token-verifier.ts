import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ROLES, type Role } from '@gems/contracts';
import type { Cache } from '../cache/cache.port.js';
import { revokedSessionKey, TOKEN_AUDIENCE, TOKEN_ISSUER, type SessionClaims } from './session-claims.js';

export interface TokenVerifier {
  /** The claims of a valid, unrevoked token, else null. Never throws for a bad token. */
  verify(token: string): Promise<SessionClaims | null>;
}

/**
 * Verifies identity's session tokens against its JWKS (fetched once and cached by jose, refreshed
 * when an unknown key id appears) and refuses tokens on the logout deny-list.
 */
export function createTokenVerifier(options: { jwksUrl?: string; keys?: JWTVerifyGetKey; denyList: Cache }): TokenVerifier {
  const keys =
    options.keys ??
    createRemoteJWKSet(new URL(required(options.jwksUrl)), { cacheMaxAge: 10 * 60_000, cooldownDuration: 5_000, timeoutDuration: 2_000 });
  return {
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
        const userId = Number(payload.sub);
        const role = payload.role as Role;
        if (!Number.isInteger(userId) || !ROLES.includes(role) || typeof payload.jti !== 'string') return null;
        if (await options.denyList.get(revokedSessionKey(payload.jti))) return null;
        return {
          userId,
          role,
          username: String(payload.username ?? ''),
          sessionId: payload.jti,
          expiresAt: payload.exp ?? 0,
        };
      } catch {
        return null;
      }
    },
  };
}

function required(url: string | undefined): string {
  if (!url) throw new Error('createTokenVerifier needs jwksUrl or keys');
  return url;
}

/** The token from `Authorization: Bearer` (extension) or the session cookie (SPA). */
export function extractToken(authorization: string | undefined, cookie: string | undefined): string | undefined {
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || undefined;
  return cookie || undefined;
}
