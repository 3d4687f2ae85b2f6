import type { Cache } from '@gems/platform/cache';
import { DENY_LIST_COMPLETE_KEY, revokedSessionKey } from '@gems/platform/auth/session-claims';
import type { Logger } from '@gems/platform/logger';
import type { SessionsRepository } from './sessions.repository.js';

/**
 * Keeps the shared deny-list whole: the session rows are the record of every logout, the cache a
 * copy that a Redis restart or flush empties. Whenever the completeness mark is missing, every
 * unexpired revocation is copied back and the mark set; until then verifiers ask identity.
 */
export class DenyListSeeder {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;

  constructor(
    private readonly sessions: Pick<SessionsRepository, 'unexpiredRevoked'>,
    private readonly denyList: Cache,
    private readonly logger: Logger,
    private readonly intervalMs = 10_000,
  ) {}

  async start(): Promise<void> {
    await this.refill();
    this.timer = setInterval(() => void this.refill(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Copies the revocations back when the mark is gone; never throws (the next round retries). */
  refill(): Promise<void> {
    this.running ??= this.refillOnce().finally(() => (this.running = undefined));
    return this.running;
  }

  private async refillOnce(): Promise<void> {
    try {
      if (this.denyList.available?.() === false) return;
      if (await this.denyList.get(DENY_LIST_COMPLETE_KEY)) return;
      const revoked = await this.sessions.unexpiredRevoked();
      for (const session of revoked) {
        const ttl = Math.ceil((session.expiresAt.getTime() - Date.now()) / 1000);
        if (ttl > 0) await this.denyList.set(revokedSessionKey(session.id), '1', ttl);
      }
      await this.denyList.set(DENY_LIST_COMPLETE_KEY, new Date().toISOString());
      this.logger.info({ revocations: revoked.length }, 'deny-list copied from the session records');
    } catch (err) {
      this.logger.warn({ err }, 'deny-list refill failed; verifiers keep asking identity');
    }
  }
}
