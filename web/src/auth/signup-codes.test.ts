/** @jest-environment jsdom */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { forgetSignupCodes, rememberSignupCodes, signupQuery, storedSignupCodes } from './signup-codes';

describe('invite and referral codes carried through sign-up', () => {
  beforeEach(() => forgetSignupCodes());

  it('keeps the landing URL’s codes until registration, then forgets them', () => {
    rememberSignupCodes('?invite=ABCDEFGH2345');
    rememberSignupCodes('?tab=other'); // a later page without codes keeps them
    rememberSignupCodes('?ref=friend42');
    expect(storedSignupCodes()).toEqual({ invite: 'ABCDEFGH2345', ref: 'friend42' });
    expect(signupQuery()).toBe('?invite=ABCDEFGH2345&ref=friend42');
    expect(signupQuery({ ref: 'page-ref' })).toBe('?invite=ABCDEFGH2345&ref=page-ref');
    forgetSignupCodes();
    expect(signupQuery()).toBe('');
  });

  it('ignores codes that cannot be codes', () => {
    rememberSignupCodes('?invite=%3Cscript%3E&ref=' + 'x'.repeat(65));
    expect(storedSignupCodes()).toEqual({});
  });
});
