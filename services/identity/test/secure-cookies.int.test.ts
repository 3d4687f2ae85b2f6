import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

// A site served over https whose TLS ends before the gateway, at a proxy that does not send
// X-Forwarded-Proto: the services see plain HTTP, and the session cookie must still be Secure.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ PUBLIC_ORIGIN: 'https://gems.example' });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

it('signs up and out with Secure cookies when the public origin is https, whatever the hop says', async () => {
  const client = stack.client();
  const res = await client.post('/api/auth/register', newAccount());
  expect(res.status).toBe(201);
  const cookies = res.headers.getSetCookie();
  expect(cookies.find((c) => c.startsWith('gems_session='))).toMatch(/;\s*secure/i);
  expect(cookies.find((c) => c.startsWith('gems_signed_in='))).toMatch(/;\s*secure/i);
  const out = await client.post('/api/auth/logout', {});
  expect(out.status).toBeLessThan(300);
  expect(out.headers.getSetCookie().find((c) => c.startsWith('gems_session='))).toMatch(/;\s*secure/i);
});
