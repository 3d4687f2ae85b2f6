import type { APIRequestContext } from '@playwright/test';

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
