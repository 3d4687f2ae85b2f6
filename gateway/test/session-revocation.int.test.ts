import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

/**
 * Services behind the gateway over HTTP (compose): the gateway leaves the revocation check of a
 * recently verified session to the service it calls, so a logout must still hold at once in every
 * service, admin routes included.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

describe('a session after logout, through the gateway to services in their own processes', () => {
  it('is refused at once by every service, on a call the gateway has seen before', async () => {
    const client = stack.client();
    await client.post('/api/auth/register', newAccount());
    const saved = client.cookieHeader;
    // The gateway has checked this session's signature: later calls reuse that check.
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.get('/api/gems?feed=mine&limit=20')).status).toBe(200);
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    const replay = stack.client();
    replay.setCookieHeader(saved);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await replay.get('/api/gems?feed=mine&limit=20')).status).toBe(401);
    expect((await replay.get('/api/admin/users/summary')).status).toBe(401);
  });
});
