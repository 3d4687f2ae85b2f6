import { describe, expect, it } from '@jest/globals';
import { SOCIAL_NOTICES } from '@gems/contracts';
import { socialNotice } from './social-notices';

describe('socialNotice (issue 32: no bare ?notice= without words)', () => {
  it('has a sentence for every code the server sends', () => {
    for (const code of SOCIAL_NOTICES) {
      const notice = socialNotice(code);
      expect(notice?.text).toMatch(/^[A-Z].+\.$/);
      expect(notice?.text).not.toContain(code);
    }
  });

  it('tells an e-mail clash to sign in with the password first', () => {
    expect(socialNotice('social-email-taken')).toEqual({
      type: 'warning',
      text: expect.stringContaining('Sign in with your password'),
    });
  });

  it('still says something for a code it does not know, and nothing without a code', () => {
    expect(socialNotice('social-weird')?.text).toContain('did not finish');
    expect(socialNotice('toString')?.text).toContain('did not finish');
    expect(socialNotice(null)).toBeNull();
    expect(socialNotice('')).toBeNull();
  });
});
