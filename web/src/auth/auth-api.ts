import {
  SIGNED_IN_HINT_COOKIE,
  type Account,
  type Login,
  type User,
  type WalletLogin,
  type WalletLoginAnswer,
  type WalletNonce,
} from '@gems/contracts';
import { api, ApiError } from '../api/client';
import { forgetSignupCodes, rememberSignupCodes, signupQuery } from './signup-codes';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** Spec 01 §3 register payload; first and last name go as empty strings when not asked for. */
export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
}

const mayBeSignedIn = () =>
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
    return await api.get<Account>('/api/auth/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) forgetHint();
    return null;
  }
}

export const loginRequest = (input: Login) => api.post<User>('/api/auth/login', input);

/**
 * The page's `?ref=` referral code, and the `?invite=` / `?ref=` codes remembered from the URL the
 * visitor landed on (auth/signup-codes.ts), travel on the API call's own query string.
 */
export async function registerRequest(input: RegisterInput, referralCode?: string | null) {
  if (typeof window !== 'undefined') rememberSignupCodes(window.location.search);
  const query = signupQuery({ ref: referralCode ?? undefined });
  const user = await api.post<User>(`/api/auth/register${query}`, input);
  forgetSignupCodes();
  return user;
}

export const logoutRequest = () => api.post('/api/auth/logout', {});

export const walletNonceRequest = (walletAddress: string, walletType: WalletLogin['walletType']) =>
  api.post<WalletNonce>('/api/auth/wallet-nonce', { walletAddress, walletType });

export const walletLoginRequest = (input: WalletLogin) =>
  api.post<WalletLoginAnswer>('/api/auth/wallet-login', input);

export const updateVisibilityRequest = (isPublic: boolean) =>
  api.patch<User>('/api/auth/profile', { isPublic });
