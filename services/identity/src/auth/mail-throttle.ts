import type { Cache } from '@gems/platform/cache';
import { HttpError } from '@gems/platform/errors';
import { ACCOUNT_MESSAGES } from '@gems/contracts';

const WINDOW_SECONDS = 15 * 60;

/**
 * Limits the calls that send e-mail, per subject (an address, a client, a user) in a 15-minute
 * window. It counts requests, not mails sent, so a 429 says nothing about whether an account
 * exists.
 */
export class MailThrottle {
  constructor(private readonly cache: Cache) {}

  async hit(kind: string, subject: string, max: number): Promise<void> {
    const count = await this.cache.incr(`auth:mail:${kind}:${subject.toLowerCase()}`, WINDOW_SECONDS);
    if (count > max) throw new HttpError(429, ACCOUNT_MESSAGES.tooManyMails, 'rate_limited');
  }
}

/** The caller's address as the gateway appended it to X-Forwarded-For, else the socket's. */
export const clientAddress = (forwardedFor: string, socketIp: string): string =>
  forwardedFor.split(',').at(-1)?.trim() || socketIp || 'unknown';
