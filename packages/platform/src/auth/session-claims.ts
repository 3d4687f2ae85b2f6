import type { Role } from '@gems/contracts';

/** Who is calling, as proven by a verified session token. */
export interface SessionClaims {
  userId: number;
  username: string;
  role: Role;
  /** The token's `jti`: one per sign-in, revoked on logout. */
  sessionId: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

export const SESSION_COOKIE = 'gems_session';
export const TOKEN_ISSUER = 'gems-identity';
export const TOKEN_AUDIENCE = 'gems';

/** Deny-list key for a revoked session (shared cache: Redis, or the process-wide memory store). */
export const revokedSessionKey = (sessionId: string) => `auth:revoked:${sessionId}`;

/**
 * Set (without expiry) by identity once the deny-list holds every unexpired revocation; its absence
 * means the cache lost data (a Redis restart or flush) and verifiers ask identity instead.
 */
export const DENY_LIST_COMPLETE_KEY = 'auth:revoked:complete';
