import type { APIRequestContext } from '@playwright/test';
import { waitForLink } from './mailbox.js';

export interface TestAccount {
  username: string;
  email: string;
  password: string;
}

/** A new account's details, unique per run and per call so runs never collide. */
export function uniqueAccount(label: string): TestAccount {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return { username: `${label}_${id}`, email: `${label}.${id}@example.com`, password: `pw-${id}-secret` };
}

/** Creates the account through the API (for tests about something other than registering). */
export async function registerThroughApi(request: APIRequestContext, account: TestAccount): Promise<void> {
  const res = await request.post('/api/auth/register', {
    data: { ...account, confirmPassword: account.password, firstName: '', lastName: '' },
  });
  if (res.status() !== 201) throw new Error(`register answered ${res.status()}: ${await res.text()}`);
}

/** The admin of the browser tests: identity makes this address an admin (playwright.config.ts). */
export const E2E_ADMIN_EMAIL = process.env.E2E_ADMIN_EMAIL ?? 'e2e-rewards-admin@example.com';
const E2E_ADMIN_PASSWORD = 'rewards-admin-secret';

/**
 * Signs `request` in as the admin, registering the account the first time; true when it is an
 * admin. ADMIN_EMAIL grants admin only once verified, so a new admin follows the link it was
 * mailed, then signs in again (a session carries the role it was issued with).
 */
export async function signInAsAdmin(request: APIRequestContext): Promise<boolean> {
  const signIn = () =>
    request.post('/api/auth/login', { data: { email: E2E_ADMIN_EMAIL, password: E2E_ADMIN_PASSWORD } });
  const login = await signIn();
  if (login.status() === 200 && (await login.json()).isAdmin === true) return true;
  if (login.status() !== 200) {
    const res = await request.post('/api/auth/register', {
      data: {
        username: `e2e_admin_${Date.now().toString(36)}`,
        email: E2E_ADMIN_EMAIL,
        password: E2E_ADMIN_PASSWORD,
        confirmPassword: E2E_ADMIN_PASSWORD,
        firstName: '',
        lastName: '',
      },
    });
    // 409: a journey running beside this one registered it a moment ago; its link is the same.
    if (res.status() !== 201 && res.status() !== 409) return false;
  }
  const link = new URL(await waitForLink(E2E_ADMIN_EMAIL, '/verify-email'));
  // A 400 here means a journey beside this one spent the same link first: the address is verified.
  await request.post('/api/auth/email/confirm', { data: { token: link.searchParams.get('token') } });
  const again = await signIn();
  return again.status() === 200 && (await again.json()).isAdmin === true;
}
