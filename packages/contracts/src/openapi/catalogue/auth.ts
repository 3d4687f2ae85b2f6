import { z } from 'zod';
import {
  zApiToken,
  zApiTokenParams,
  zCreateApiToken,
  zCreatedApiToken,
  zLogin,
  zProfileVisibility,
  zRegister,
  zRegisterQuery,
  zWalletLogin,
  zWalletLoginAnswer,
  zWalletNonce,
  zWalletNonceRequest,
} from '../../auth.js';
import { zMessageAnswer } from '../../common.js';
import { zUser } from '../../users.js';
import type { ApiArea } from '../operation.js';

const signedIn = (what: string) => ({
  description: `${what}; the session cookie is set (\`gems_session\`, httpOnly)`,
  schema: zUser,
});

export const authArea: ApiArea = {
  tag: 'auth',
  description: 'Accounts, sessions, wallet and social sign-in, personal API tokens',
  operations: [
    {
      method: 'post',
      path: '/api/auth/register',
      summary: 'Create an account and sign in',
      access: 'public',
      query: zRegisterQuery,
      body: zRegister,
      answers: { 201: signedIn('The new account') },
      errors: {
        409: { description: 'The email or username is taken' },
        429: { description: 'Too many sign-ups' },
      },
    },
    {
      method: 'post',
      path: '/api/auth/login',
      summary: 'Sign in with email and password',
      access: 'public',
      body: zLogin,
      answers: { 200: signedIn('The signed-in user') },
      errors: {
        401: { description: 'Invalid email or password' },
        429: { description: 'Too many attempts for this account or address' },
      },
    },
    {
      method: 'post',
      path: '/api/auth/logout',
      summary: 'Sign out (ends the session)',
      access: 'public',
      answers: { 200: { description: 'Signed out; the cookie is cleared', schema: zMessageAnswer } },
    },
    {
      method: 'get',
      path: '/api/auth/me',
      summary: 'The signed-in user',
      access: 'user',
      answers: { 200: { description: 'The signed-in user', schema: zUser } },
    },
    {
      method: 'patch',
      path: '/api/auth/profile',
      summary: 'Make the profile public or private',
      access: 'user',
      body: zProfileVisibility,
      answers: { 200: { description: 'The updated user', schema: zUser } },
    },
    {
      method: 'post',
      path: '/api/auth/wallet-nonce',
      summary: 'Wallet sign-in, step 1: a one-time message to sign',
      access: 'public',
      body: zWalletNonceRequest,
      answers: { 200: { description: 'The message to sign and its nonce', schema: zWalletNonce } },
    },
    {
      method: 'post',
      path: '/api/auth/wallet-login',
      summary: 'Wallet sign-in, step 2: the signed message',
      access: 'public',
      body: zWalletLogin,
      answers: {
        200: { description: 'Signed in; the session cookie is set', schema: zWalletLoginAnswer },
      },
      errors: { 401: { description: 'The signature or nonce is not valid' } },
    },
    {
      method: 'post',
      path: '/api/auth/tokens',
      summary: 'Create a personal API token (shown once)',
      access: 'user',
      body: zCreateApiToken,
      answers: { 201: { description: 'The token, with its secret', schema: zCreatedApiToken } },
    },
    {
      method: 'get',
      path: '/api/auth/tokens',
      summary: "The signed-in user's API tokens (never their secret)",
      access: 'user',
      answers: { 200: { description: 'Active tokens', schema: z.array(zApiToken) } },
    },
    {
      method: 'delete',
      path: '/api/auth/tokens/{id}',
      summary: 'Revoke an API token',
      access: 'user',
      params: zApiTokenParams,
      answers: { 200: { description: 'Revoked', schema: zMessageAnswer } },
    },
    {
      method: 'get',
      path: '/api/login',
      summary: 'Social sign-in (OpenID Connect): off to the provider',
      access: 'public',
      answers: {
        302: {
          description: "The provider's sign-in page, or /login with a notice when not set up",
          redirect: true,
        },
      },
    },
    {
      method: 'get',
      path: '/api/login/callback',
      summary: "Social sign-in: the provider's answer",
      access: 'public',
      answers: {
        302: { description: 'Signed in and sent home, or to /login with a notice', redirect: true },
      },
    },
  ],
};
