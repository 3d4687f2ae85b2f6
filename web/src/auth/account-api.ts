import type {
  Account,
  ChangeEmail,
  ChangePassword,
  DeleteAccount,
  PasswordResetConfirm,
} from '@gems/contracts';
import { api, apiRequest } from '../api/client';

/** The account calls of issue 32 (services/identity): reset, verification, changes, leaving. */
interface Said {
  message: string;
}
interface AccountAnswer {
  user: Account;
  message?: string;
}

export const requestPasswordReset = (email: string) => api.post<Said>('/api/auth/password-reset', { email });

/** Signs the user in (the session cookie comes with the answer). */
export const confirmPasswordReset = (input: PasswordResetConfirm) =>
  api.post<AccountAnswer>('/api/auth/password-reset/confirm', input);

export const changePassword = (input: ChangePassword) => api.put<Said>('/api/auth/password', input);

export const changeEmail = (input: ChangeEmail) =>
  api.put<Said & { pendingEmail: string }>('/api/auth/email', input);

export const resendVerification = () => api.post<Said>('/api/auth/email/verification', {});

export const confirmEmail = (token: string) => api.post<AccountAnswer>('/api/auth/email/confirm', { token });

export const deleteAccount = (input: DeleteAccount) =>
  apiRequest<unknown>('DELETE', '/api/auth/me', { body: input });

export const disconnectSocial = () => api.delete<AccountAnswer>('/api/auth/social');

/** Starts the provider round trip that connects it to the signed-in account (a full navigation). */
export const CONNECT_SOCIAL_HREF = '/api/login?connect=1';

/** Curation's export of the user's own gems, offered before leaving. */
export const GEMS_EXPORT_JSON_HREF = '/api/exports/gems.json';
