import type { SocialNotice } from '@gems/contracts';

export interface Notice {
  type: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/**
 * What /login and /settings say after a round trip to the sign-in provider (issue 32): every code
 * the server sends has words, and a code this page does not know still reads as a sentence.
 */
const NOTICES: Record<SocialNotice, Notice> = {
  'social-not-configured': {
    type: 'info',
    text: 'Social sign-in is not set up on this server. Use email and password or a wallet.',
  },
  'social-cancelled': {
    type: 'info',
    text: 'Sign-in was cancelled. Try again, or sign in another way.',
  },
  'social-expired': {
    type: 'warning',
    text: 'That sign-in took too long or was started in another browser. Please try again.',
  },
  'social-failed': {
    type: 'error',
    text: 'We could not sign you in with that provider. Please try again, or sign in another way.',
  },
  'social-email-taken': {
    type: 'warning',
    text: 'An account already uses this e-mail address. Sign in with your password, then connect the provider from Settings.',
  },
  'social-connected': {
    type: 'success',
    text: 'Your sign-in provider is connected: you can use it to sign in from now on.',
  },
  'social-connect-failed': {
    type: 'error',
    text: 'We could not connect that sign-in provider. Please try again.',
  },
  'social-in-use': {
    type: 'warning',
    text: 'That provider account already signs in to another Gems account, so it was not connected.',
  },
};

const UNKNOWN: Notice = {
  type: 'warning',
  text: 'Signing in with the provider did not finish. Please try again.',
};

/** The notice for a `?notice=` value; null when there is none. */
export function socialNotice(code: string | null): Notice | null {
  if (!code) return null;
  return Object.hasOwn(NOTICES, code) ? NOTICES[code as SocialNotice] : UNKNOWN;
}
