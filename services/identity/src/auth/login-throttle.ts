import type { Cache } from '@gems/platform/cache';
import { HttpError } from '@gems/platform/errors';

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins counted per account (the gateway also limits per address): someone guessing one
 * account's password from many addresses is stopped after `maxFailures` in 15 minutes. A success
 * clears the count. Counted in the shared cache (per process while Redis is down).
 */
export class LoginThrottle {
  constructor(
    private readonly cache: Cache,
    private readonly maxFailures = 10,
  ) {}

  async assertAllowed(email: string): Promise<void> {
    const failures = Number((await this.cache.get(this.key(email))) ?? 0);
    if (failures >= this.maxFailures)
      throw new HttpError(
        429,
        'Too many sign-in attempts for this account. Please try again in 15 minutes.',
        'rate_limited',
      );
  }

  async failed(email: string): Promise<void> {
    await this.cache.incr(this.key(email), WINDOW_SECONDS);
  }

  async succeeded(email: string): Promise<void> {
    await this.cache.del(this.key(email));
  }

  private key(email: string): string {
    return `auth:login-failures:${email.trim().toLowerCase()}`;
  }
}
