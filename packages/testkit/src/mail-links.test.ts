import { describe, expect, it } from '@jest/globals';
import { linksIn, linkToken } from './mail-links.js';

const mail = [
  'Welcome to Gems.',
  'Verify it here (the link works once, for 24 hours):',
  'https://gems.example/verify-email?token=abc_DEF-123',
  'Or reset: https://gems.example/reset-password?token=other',
  '<a href="https://gems.example/verify-email?token=second">again</a>',
  '— Gems',
].join('\n');

describe('mail links', () => {
  it('finds the links to one page of the site, in order, and nothing else', () => {
    expect(linksIn(mail, '/verify-email').map((url) => url.href)).toEqual([
      'https://gems.example/verify-email?token=abc_DEF-123',
      'https://gems.example/verify-email?token=second',
    ]);
    expect(linksIn(mail, '/verify')).toEqual([]);
  });

  it('reads the first link’s token, or nothing when the page has no link with one', () => {
    expect(linkToken(mail, '/verify-email')).toBe('abc_DEF-123');
    expect(linkToken(mail, '/reset-password')).toBe('other');
    expect(linkToken('https://gems.example/verify-email', '/verify-email')).toBeUndefined();
    expect(linkToken('no links here', '/verify-email')).toBeUndefined();
  });
});
