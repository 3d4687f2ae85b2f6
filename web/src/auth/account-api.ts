import type {
  Account,
  ChangeEmail,
  ChangePassword,
  DeleteAccount,
  PasswordResetConfirm,
} from '@gems/contracts';
import { call, operationUrl } from '../api/operations';

/** The account calls of issue 32 (services/identity): reset, verification, changes, leaving. */
interface Said {
  message: string;
}
interface AccountAnswer {
  user: Account;
  message?: string;
}

export const requestPasswordReset = (email: string): Promise<Said> =>
  call('postAuthPasswordReset', { body: { email } });

/** Signs the user in (the session cookie comes with the answer). */
export const confirmPasswordReset = (input: PasswordResetConfirm): Promise<AccountAnswer> =>
  call('postAuthPasswordResetConfirm', { body: input });

export const changePassword = (input: ChangePassword): Promise<Said> =>
  call('putAuthPassword', { body: input });

export const changeEmail = (input: ChangeEmail): Promise<Said & { pendingEmail: string }> =>
  call('putAuthEmail', { body: input });

export const resendVerification = (): Promise<Said> => call('postAuthEmailVerification');

export const confirmEmail = (token: string): Promise<AccountAnswer> =>
  call('postAuthEmailConfirm', { body: { token } });

export const deleteAccount = (input: DeleteAccount): Promise<unknown> =>
  call('deleteAuthMe', { body: input });

export const disconnectSocial = (): Promise<AccountAnswer> => call('deleteAuthSocial');

/** Starts the provider round trip that connects it to the signed-in account (a full navigation). */
export const CONNECT_SOCIAL_HREF = operationUrl('getLogin', { query: { connect: '1' } });

/** Curation's export of the user's own gems, offered before leaving. */
export const GEMS_EXPORT_JSON_HREF = operationUrl('getExportsGemsJson');
