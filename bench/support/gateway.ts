// What the load benchmarks share: waiting for a process to come up, and a signed-in account made
// through the gateway as a user would make it.
// The testkit's files themselves: its index also loads the Jest-only helpers, which fail outside Jest.
import { tokenFromMailFolder } from '../../packages/testkit/src/mail-folder.js';
import { operationUrl } from '../../packages/testkit/src/operation-url.js';

// Kept in wait.ts, which imports nothing from the test kit (whose index loads Jest's globals).
export { waitFor } from './wait.js';

export interface BenchAccount {
  id: number;
  /** `name=value` of the session cookie. */
  cookie: string;
}

/** Registers `name` through the gateway (password `secret123`) and answers its id and cookie. */
export async function registerThroughGateway(gateway: string, name: string): Promise<BenchAccount> {
  const res = await fetch(`${gateway}${operationUrl('postAuthRegister')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: number };
  return { id, cookie: res.headers.getSetCookie()[0]!.split(';')[0]! };
}

/**
 * Registers the ADMIN_EMAIL account `name` (its address `name@example.com`), follows the
 * verification link identity kept in `mailDir` (ADMIN_EMAIL grants admin only once verified) and
 * signs in again, since a session carries the role it had at sign-in.
 */
export async function registerAdminThroughGateway(
  gateway: string,
  name: string,
  mailDir: string,
): Promise<BenchAccount> {
  const { id } = await registerThroughGateway(gateway, name);
  const email = `${name}@example.com`;
  const token = await tokenFromMailFolder(mailDir, email, '/verify-email');
  const json = { 'content-type': 'application/json' };
  const confirm = await fetch(`${gateway}${operationUrl('postAuthEmailConfirm')}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ token }),
  });
  if (confirm.status !== 200) throw new Error(`verifying ${email} failed: ${confirm.status}`);
  const res = await fetch(`${gateway}${operationUrl('postAuthLogin')}`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: 'secret123' }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  return { id, cookie: res.headers.getSetCookie()[0]!.split(';')[0]! };
}
