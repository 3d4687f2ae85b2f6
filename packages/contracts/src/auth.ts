import { z } from 'zod';

/** Spec 01 §5 and spec 02 §5 messages, shared by the SPA forms and the identity service. */
export const MESSAGES = {
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 6 characters',
  confirmMin: 'Please confirm your password',
  passwordsMismatch: "Passwords don't match",
  usernameMin: 'Username must be at least 3 characters',
  walletAddress: 'Invalid wallet address',
  emailTaken: 'A user with this email already exists',
  usernameTaken: 'Username already taken',
  badCredentials: 'Invalid email or password',
} as const;

const USERNAME_MAX = 30;
export const zUsername = z
  .string({ error: MESSAGES.usernameMin })
  .trim()
  .min(3, MESSAGES.usernameMin)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Username may only contain letters, numbers, dots, dashes and underscores');

export const zEmail = z
  .string({ error: MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email(MESSAGES.email).max(254, MESSAGES.email));

export const zLogin = z.object({
  email: zEmail,
  password: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(200, 'Password is too long'),
});
export type Login = z.infer<typeof zLogin>;

const zName = z.string().trim().max(60, 'Name must be at most 60 characters');

export const zRegister = z
  .object({
    username: zUsername,
    email: zEmail,
    password: z
      .string({ error: MESSAGES.passwordMin })
      .min(6, MESSAGES.passwordMin)
      .max(200, 'Password is too long'),
    confirmPassword: z
      .string({ error: MESSAGES.confirmMin })
      .min(6, MESSAGES.confirmMin)
      .max(200, 'Password is too long'),
    firstName: zName.optional().default(''),
    lastName: zName.optional().default(''),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: MESSAGES.passwordsMismatch,
    path: ['confirmPassword'],
  });
export type Register = z.infer<typeof zRegister>;

export const zRegisterQuery = z.object({
  ref: z.string().trim().max(64).optional(),
  invite: z.string().trim().max(64).optional(),
});

const WALLET_TYPES = ['solana', 'ethereum'] as const;
export const zWalletType = z.enum(WALLET_TYPES, { message: 'walletType must be solana or ethereum' });

const zWalletAddress = z.string().trim().min(32, MESSAGES.walletAddress).max(64, MESSAGES.walletAddress);

/** Step 1 of wallet login: ask for a one-time message to sign. */
export const zWalletNonceRequest = z.object({ walletAddress: zWalletAddress, walletType: zWalletType });
export const zWalletNonce = z.object({ nonce: z.string(), message: z.string(), expiresAt: z.string() });
export type WalletNonce = z.infer<typeof zWalletNonce>;

/** Step 2: the spec's payload plus the signed one-time message. */
export const zWalletLogin = z.object({
  walletAddress: zWalletAddress,
  walletType: zWalletType,
  privyUserId: z.string().max(200).optional(),
  nonce: z.string().min(1, 'nonce is required').max(100),
  /** Solana: base58 or base64 ed25519 signature; Ethereum: 0x-prefixed 65-byte hex. */
  signature: z.string().min(1, 'signature is required').max(300),
});
export type WalletLogin = z.infer<typeof zWalletLogin>;
export const zWalletLoginAnswer = z.object({ isNewUser: z.boolean(), username: z.string() });

export const zProfileVisibility = z.object({
  isPublic: z.boolean({ message: 'isPublic must be true or false' }),
});

/** POST /api/auth/tokens: a personal API token for the extension or a script. */
export const zCreateApiToken = z.object({
  name: z
    .string({ message: 'Token name is required' })
    .trim()
    .min(1, 'Token name is required')
    .max(60, 'Token name must be at most 60 characters'),
});

/** A token as listed: never its secret. */
export const zApiToken = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type ApiToken = z.infer<typeof zApiToken>;

/** The answer to POST /api/auth/tokens: the only time the token itself is shown. */
export const zCreatedApiToken = zApiToken.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof zCreatedApiToken>;

/** DELETE /api/auth/tokens/{id} */
export const zApiTokenParams = z.object({ id: z.uuid('Invalid token id') });

/* ---- Issue 32: accounts people can keep and nobody can take ---- */

/** The answers and messages of the account calls, shared by the SPA and identity. */
export const ACCOUNT_MESSAGES = {
  resetRequested: 'If an account uses this address, we have sent a link',
  resetLinkInvalid: 'This reset link has expired or was already used. Ask for a new one.',
  emailLinkInvalid: 'This link has expired or was already used.',
  emailVerified: 'Your e-mail address is verified',
  emailInUse: 'This address is already in use',
  sameEmail: 'This is already your e-mail address',
  passwordChanged: 'Password changed',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  emailBeforePassword: 'Add an e-mail address before setting a password',
  onlySignIn: 'Add a password or a wallet before disconnecting your only way to sign in',
  notSocial: 'No sign-in provider is connected to this account',
  deleteWrongPassword: 'Password is incorrect',
  deleteWrongUsername: 'Type your username exactly to confirm',
  nonceUsed: 'This sign-in request was already used. Please try again.',
  nonceInvalid: 'This sign-in request is not valid for this wallet. Please try again.',
  nonceExpired: 'This sign-in request has expired. Please try again.',
  tooManyMails: 'Too many requests. Please try again in a few minutes.',
} as const;
export const verificationSent = (email: string) => `We sent a verification link to ${email}`;
export const confirmationSent = (email: string) => `We sent a confirmation link to ${email}`;

/** The codes /login and /settings show a notice for after a provider round trip. @public (the SPA reads them) */
export const SOCIAL_NOTICES = [
  'social-not-configured',
  'social-cancelled',
  'social-expired',
  'social-failed',
  'social-email-taken',
  'social-connected',
  'social-connect-failed',
  'social-in-use',
] as const;
export type SocialNotice = (typeof SOCIAL_NOTICES)[number];

const zNewPassword = {
  password: z
    .string({ error: MESSAGES.passwordMin })
    .min(6, MESSAGES.passwordMin)
    .max(200, 'Password is too long'),
  confirmPassword: z
    .string({ error: MESSAGES.confirmMin })
    .min(6, MESSAGES.confirmMin)
    .max(200, 'Password is too long'),
};
const samePasswords = {
  check: (v: { password: string; confirmPassword: string }) => v.password === v.confirmPassword,
  params: { message: MESSAGES.passwordsMismatch, path: ['confirmPassword'] },
};
const zToken = z
  .string({ error: 'The link is incomplete' })
  .trim()
  .min(1, 'The link is incomplete')
  .max(200, 'The link is incomplete');
const zCurrentPassword = z.string().max(200, 'Password is too long').optional();

/** POST /api/auth/password-reset */
export const zPasswordResetRequest = z.object({ email: zEmail });
/** POST /api/auth/password-reset/confirm */
export const zPasswordResetConfirm = z
  .object({ token: zToken, ...zNewPassword })
  .refine(samePasswords.check, samePasswords.params);
export type PasswordResetConfirm = z.infer<typeof zPasswordResetConfirm>;
/** PUT /api/auth/password: currentPassword is required when the account has one. */
export const zChangePassword = z
  .object({ currentPassword: zCurrentPassword, ...zNewPassword })
  .refine(samePasswords.check, samePasswords.params);
export type ChangePassword = z.infer<typeof zChangePassword>;
/** PUT /api/auth/email: currentPassword is required when the account has one. */
export const zChangeEmail = z.object({ email: zEmail, currentPassword: zCurrentPassword });
export type ChangeEmail = z.infer<typeof zChangeEmail>;
export const zEmailChangeAnswer = z.object({ message: z.string(), pendingEmail: z.string() });
/** POST /api/auth/email/confirm (verification and change alike). */
export const zEmailConfirm = z.object({ token: zToken });
/** DELETE /api/auth/me: the password, or (accounts without one) the username typed again. */
export const zDeleteAccount = z.object({
  password: z.string().max(200, 'Password is too long').optional(),
  confirmUsername: z.string().max(60).optional(),
});
export type DeleteAccount = z.infer<typeof zDeleteAccount>;
