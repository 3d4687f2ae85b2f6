import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ROLES, type Role } from '@gems/contracts';
import type { Cache } from '../cache/cache.port.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER, type SessionClaims } from './session-claims.js';
import { RevocationCheck, type RevocationSource } from './revocations.js';

export interface TokenVerifier {
  /**
   * The claims of a valid, unrevoked token, else null. Never throws for a bad token; throws a 503
   * HttpError when whether it was revoked cannot be told (the cache and identity both away).
   */
  verify(token: string): Promise<SessionClaims | null>;
  /**
   * The claims of a token whose signature was already checked recently, without asking whether it
   * was revoked since (that is verify's job): lets a caller start other work alongside verify.
   */
  peek?(token: string): SessionClaims | undefined;
}

/**
 * Verifies identity's session tokens against its JWKS (fetched once and cached by jose, refreshed
 * when an unknown key id appears) and refuses tokens on the logout deny-list.
 */
export function createTokenVerifier(options: {
  jwksUrl?: string;
  keys?: JWTVerifyGetKey;
  denyList: Cache;
  /** Where revocations are recorded, for when the shared cache is failing or lost its data. */
  revocations?: RevocationSource;
}): TokenVerifier {
  const verified = new VerifiedTokens();
  const revocation = new RevocationCheck(options.denyList, options.revocations);
  const keys =
    options.keys ??
    createRemoteJWKSet(new URL(required(options.jwksUrl)), {
      cacheMaxAge: 10 * 60_000,
      cooldownDuration: 5_000,
      timeoutDuration: 2_000,
    });
  return {
    peek: (token) => verified.get(token),
    async verify(token) {
      const known = verified.get(token);
      if (known) return (await revocation.isRevoked(known.sessionId)) ? null : known;
      let claims: SessionClaims;
      try {
        const { payload } = await jwtVerify(token, keys, { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE });
        const userId = Number(payload.sub);
        const role = payload.role as Role;
        if (!Number.isInteger(userId) || !ROLES.includes(role) || typeof payload.jti !== 'string')
          return null;
        claims = {
          userId,
          role,
          username: String(payload.username ?? ''),
          sessionId: payload.jti,
          expiresAt: payload.exp ?? 0,
        };
      } catch {
        return null;
      }
      // Outside the signature's try: a revocation check that cannot be made is an error (503).
      if (await revocation.isRevoked(claims.sessionId)) return null;
      verified.set(token, claims);
      return claims;
    },
  };
}

function required(url: string | undefined): string {
  if (!url) throw new Error('createTokenVerifier needs jwksUrl or keys');
  return url;
}

/** The token from `Authorization: Bearer` (extension) or the session cookie (SPA). */
export function extractToken(
  authorization: string | undefined,
  cookie: string | undefined,
): string | undefined {
  if (authorization?.startsWith('Bearer ')) return authorization.slice(7).trim() || undefined;
  return cookie || undefined;
}

/**
 * Tokens whose signature was already checked, for up to a minute (never past their expiry):
 * the ECDSA check is the costliest step of every request. Revocation is still checked on each
 * request through the deny-list. Bounded: the oldest entries go first.
 */
class VerifiedTokens {
  private static readonly MAX = 10_000;
  private static readonly TTL_MS = 60_000;
  private readonly entries = new Map<string, { claims: SessionClaims; until: number }>();

  get(token: string): SessionClaims | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.claims;
    this.entries.delete(token);
    return undefined;
  }

  set(token: string, claims: SessionClaims): void {
    if (this.entries.size >= VerifiedTokens.MAX) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, {
      claims,
      until: Math.min(Date.now() + VerifiedTokens.TTL_MS, claims.expiresAt * 1000),
    });
  }
}
