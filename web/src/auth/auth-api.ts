import { SIGNED_IN_HINT_COOKIE, type Account, type Login, type WalletLogin } from '@gems/contracts';
import { ApiError } from '../api/client';
import { call, operationUrl } from '../api/operations';
import { forgetSignupCodes, rememberSignupCodes, signupQuery } from './signup-codes';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** Social sign-in starts with a full-page visit to identity's login route (spec 01 §3). */
export const SOCIAL_SIGN_IN_URL = operationUrl('getLogin');

/** Spec 01 §3 register payload; first and last name go as empty strings when not asked for. */
export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

/** False when the readable session hint is absent: a visitor for sure, nothing to ask. */
export const mayBeSignedIn = () =>
  typeof document === 'undefined' ||
  document.cookie.split(/;\s*/).some((pair) => pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`));

/** The hint outlived its session (expired or revoked elsewhere): stop asking until the next sign-in. */
export const forgetHint = () => {
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
};

/**
 * GET /api/auth/me: any failure means "not signed in", silently (spec 01 §4). Asked only when the
 * session's readable hint is there, so a visitor's pages make no call that must fail.
 */
export async function fetchMe(): Promise<Account | null> {
  if (!mayBeSignedIn()) return null;
  try {
    return await call('getAuthMe');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) forgetHint();
    return null;
  }
}

export const loginRequest = (input: Login) => call('postAuthLogin', { body: input });

/**
 * The page's `?ref=` referral code, and the `?invite=` / `?ref=` codes remembered from the URL the
 * visitor landed on (auth/signup-codes.ts), travel on the API call's own query string.
 */
export async function registerRequest(input: RegisterInput, referralCode?: string | null) {
  if (typeof window !== 'undefined') rememberSignupCodes(window.location.search);
  const query = Object.fromEntries(new URLSearchParams(signupQuery({ ref: referralCode ?? undefined })));
  const user = await call('postAuthRegister', { query, body: input });
  forgetSignupCodes();
  return user;
}

export const logoutRequest = () => call('postAuthLogout');

export const walletNonceRequest = (walletAddress: string, walletType: WalletLogin['walletType']) =>
  call('postAuthWalletNonce', { body: { walletAddress, walletType } });

export const walletLoginRequest = (input: WalletLogin) => call('postAuthWalletLogin', { body: input });

export const updateVisibilityRequest = (isPublic: boolean) =>
  call('patchAuthProfile', { body: { isPublic } });
