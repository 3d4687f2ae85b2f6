import { createHash, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Cache } from '@gems/platform/cache/cache.port';
import { revokedSessionKey, TOKEN_AUDIENCE, TOKEN_ISSUER } from '@gems/platform/auth/session-claims';
import type { ApiToken, CreatedApiToken, Role } from '@gems/contracts';
import type { KeyRing } from './signing-keys.js';
import { SIGNING_ALG } from './signing-keys.js';
import type { SessionsRepository } from './sessions.repository.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
  expiresAt: Date;
}

/**
 * Sign-in sessions: a signed token (ES256 JWT whose jti is the session row) that the gateway and
 * every service verify offline, plus server-side revocation — the session row for identity's own
 * checks and the shared deny-list for everyone else.
 */
export class SessionsService {
  constructor(
    private readonly keys: KeyRing,
    private readonly sessions: SessionsRepository,
    private readonly denyList: Cache,
    private readonly ttlDays: number,
  ) {}

  async issue(
    user: { id: number; username: string; role: Role },
    userAgent?: string,
  ): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const expiresAt = new Date(Date.now() + this.ttlDays * 86_400_000);
    await this.sessions.create({
      id: sessionId,
      userId: user.id,
      expiresAt,
      userAgent: userAgent?.slice(0, 300),
    });
    const token = await new SignJWT({ role: user.role, username: user.username })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.keys.kid })
      .setSubject(String(user.id))
      .setJti(sessionId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.keys.privateKey);
    return { token, sessionId, expiresAt };
  }

  /**
   * A personal API token: a signed token like a session's (verified offline everywhere, revoked the
   * same way), good for a year, that never carries admin rights: admin routes refuse it.
   */
  async issueApiToken(user: { id: number; username: string }, name: string): Promise<CreatedApiToken> {
    const id = randomUUID();
    const expiresAt = new Date(Date.now() + 365 * 86_400_000);
    const token = await new SignJWT({ role: 'user', username: user.username, kind: 'api' })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: this.keys.kid })
      .setSubject(String(user.id))
      .setJti(id)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
      .sign(this.keys.privateKey);
    const tokenHash = createHash('sha256').update(token).digest('hex');
    await this.sessions.create({ id, userId: user.id, expiresAt, kind: 'api', name, tokenHash });
    return { id, name, token, createdAt: new Date().toISOString(), expiresAt: expiresAt.toISOString() };
  }

  async apiTokens(userId: number): Promise<ApiToken[]> {
    return (await this.sessions.apiTokens(userId)).map((t) => ({
      id: t.id,
      name: t.name ?? '',
      createdAt: t.createdAt.toISOString(),
      expiresAt: t.expiresAt.toISOString(),
    }));
  }

  /** Revokes at once everywhere (deny-list, and the record every verifier falls back on). */
  async revokeApiToken(userId: number, id: string): Promise<boolean> {
    const token = await this.sessions.revokeApiToken(userId, id);
    if (token) await this.denyListUntil(id, token.expiresAt);
    return token !== null;
  }

  /** True while the session row exists, is unrevoked and unexpired. */
  isActive(sessionId: string): Promise<boolean> {
    return this.sessions.isActive(sessionId);
  }

  async revoke(sessionId: string): Promise<void> {
    const session = await this.sessions.revoke(sessionId);
    if (session) await this.denyListUntil(sessionId, session.expiresAt);
  }

  /**
   * Ends every session of a user (account deletion), or all but `keep` and only sign-ins with
   * `sessionsOnly` (a password change keeps the caller's session and the API tokens).
   */
  async revokeAllFor(userId: number, options: { keep?: string; sessionsOnly?: boolean } = {}): Promise<void> {
    for (const session of await this.sessions.revokeAllFor(userId, options)) {
      await this.denyListUntil(session.id, session.expiresAt);
    }
  }

  private async denyListUntil(sessionId: string, expiresAt: Date): Promise<void> {
    const ttl = Math.ceil((expiresAt.getTime() - Date.now()) / 1000);
    if (ttl > 0) await this.denyList.set(revokedSessionKey(sessionId), '1', ttl);
  }
}
