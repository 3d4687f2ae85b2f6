import { HttpError } from '../errors.js';
import type { Cache } from '../cache/cache.port.js';
import { DENY_LIST_COMPLETE_KEY, revokedSessionKey } from './session-claims.js';

/** The record of revoked sessions (identity's session rows); the shared cache only mirrors it. */
export interface RevocationSource {
  isRevoked(sessionId: string): Promise<boolean>;
}

/**
 * Asks identity whether a session was revoked (`GET /internal/sessions/{id}`), with a short time
 * budget. Identity answers only on the internal network: the gateway routes /api paths alone.
 */
export function identityRevocations(identityUrl: string, timeoutMs = 1_000): RevocationSource {
  return {
    async isRevoked(sessionId) {
      const url = new URL(`/internal/sessions/${encodeURIComponent(sessionId)}`, identityUrl);
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) throw new Error(`identity answered ${res.status} for a session check`);
      return ((await res.json()) as { revoked: boolean }).revoked;
    },
  };
}

export const sessionCheckUnavailable = () =>
  new HttpError(
    503,
    'Your session cannot be checked right now. Please try again in a moment.',
    'session_check_unavailable',
  );

/**
 * Whether a session is revoked. The shared cache answers while it is whole: a deny-list entry
 * means revoked, and the completeness mark (written by identity after it copied every unexpired
 * revocation) means an absent entry is not revoked. Without the mark (Redis restarted or flushed)
 * or while the cache is failing, the source of truth decides, failing closed (503 when it cannot
 * answer either): a logout must hold even when Redis lost its data. Only "revoked" is remembered (it is final); "still valid" is asked
 * again each time, or a logout made meanwhile would not hold at once.
 */
export class RevocationCheck {
  private readonly revoked = new Set<string>();
  private static readonly MAX = 10_000;

  constructor(
    private readonly denyList: Cache,
    private readonly source?: RevocationSource,
  ) {}

  async isRevoked(sessionId: string): Promise<boolean> {
    if (!this.source) return Boolean(await this.denyList.get(revokedSessionKey(sessionId)));
    if (this.denyList.available?.() !== false) {
      // One command (MGET), not two: a round trip and a timer fewer on every request.
      const [entry, complete] = await this.denyList.getMany([
        revokedSessionKey(sessionId),
        DENY_LIST_COMPLETE_KEY,
      ]);
      if (entry) return true;
      if (complete) return false;
    }
    return this.ask(sessionId);
  }

  private async ask(sessionId: string): Promise<boolean> {
    if (this.revoked.has(sessionId)) return true;
    let revoked: boolean;
    try {
      revoked = await this.source!.isRevoked(sessionId);
    } catch {
      // Neither the cache nor identity can vouch for this session: refuse the request, but as
      // "try again" (503), not "signed out" (401) — a client that hears 401 drops its session, and
      // identity's database restarting must not sign everyone out.
      throw sessionCheckUnavailable();
    }
    if (revoked) {
      if (this.revoked.size >= RevocationCheck.MAX) this.revoked.delete(this.revoked.values().next().value!);
      this.revoked.add(sessionId);
    }
    return revoked;
  }
}
