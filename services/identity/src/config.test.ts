import { describe, expect, it } from '@jest/globals';
import { loadIdentityConfig } from './config.js';

const base = { DATABASE_URL: 'postgresql://u@localhost/db' };

describe('identity configuration', () => {
  it('makes the session cookie Secure whenever the public origin is https, unless told otherwise', () => {
    expect(loadIdentityConfig({ ...base, PUBLIC_ORIGIN: 'https://gems.example' }).COOKIE_SECURE).toBe(true);
    expect(loadIdentityConfig({ ...base, PUBLIC_ORIGIN: 'http://localhost:8080' }).COOKIE_SECURE).toBe(false);
    expect(loadIdentityConfig({ ...base }).COOKIE_SECURE).toBe(false);
    expect(
      loadIdentityConfig({ ...base, PUBLIC_ORIGIN: 'https://gems.example', COOKIE_SECURE: 'false' })
        .COOKIE_SECURE,
    ).toBe(false);
    expect(loadIdentityConfig({ ...base, COOKIE_SECURE: 'true' }).COOKIE_SECURE).toBe(true);
  });

  it('names the variable of a bad value', () => {
    expect(() => loadIdentityConfig({ ...base, COOKIE_SECURE: 'maybe' })).toThrow(/COOKIE_SECURE/);
  });
});
