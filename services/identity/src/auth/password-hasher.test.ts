import { describe, expect, it } from '@jest/globals';
import { PasswordHasher } from './password-hasher.js';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher(10);

  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hasher.hash('correct horse');
    expect(stored).toMatch(/^scrypt\$10\$8\$1\$/);
    expect(stored).not.toContain('correct horse');
    await expect(hasher.verify('correct horse', stored)).resolves.toBe(true);
    await expect(hasher.verify('correct hors', stored)).resolves.toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hasher.hash('same')).not.toEqual(await hasher.hash('same'));
  });

  it('refuses users without a password and malformed hashes', async () => {
    await expect(hasher.verify('anything', null)).resolves.toBe(false);
    await expect(hasher.verify('anything', 'plain-text')).resolves.toBe(false);
  });
});
