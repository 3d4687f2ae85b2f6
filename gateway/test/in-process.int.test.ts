import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

/**
 * The all-in-one start: the gateway hands each request to identity and curation inside its own
 * process and passes its verdict on the caller along with it. Who the caller is must come out
 * exactly as over the network: a forged header buys nothing and a logout holds at once.
 */

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true, inProcess: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

const gem = (n: number) => ({
  title: `In-process gem ${n}`,
  url: `https://example.com/in-process/${n}-${Date.now()}`,
  description: '',
  imageUrl: '',
  categories: ['Travel'],
  tags: [],
  userNote: '',
});

describe('the gateway calling its services in process', () => {
  it('serves a signed-in curator from identity and curation without a network hop', async () => {
    const client = stack.client();
    const account = newAccount();
    expect((await client.post('/api/auth/register', account)).status).toBe(201);
    expect((await client.get('/api/auth/me')).body.username).toBe(account.username);
    const saved = await client.post('/api/gems', gem(1));
    expect(saved.status).toBe(201);
    const mine = await client.get('/api/gems?feed=mine&limit=20');
    expect(mine.status).toBe(200);
    expect(mine.body.map((g: { id: number }) => g.id)).toEqual([saved.body.id]);
  });

  it('gives a caller without a valid session nothing for identity headers or a forged token', async () => {
    const forged = { 'x-user-id': '1', 'x-user-role': 'admin', 'x-username': 'admin' };
    const visitor = stack.client();
    expect((await visitor.get('/api/auth/me', forged)).status).toBe(401);
    expect((await visitor.post('/api/gems', gem(2), forged)).status).toBe(401);
    const bearer = { ...forged, authorization: 'Bearer not-a-token' };
    expect((await visitor.get('/api/gems?feed=mine&limit=20', bearer)).status).toBe(401);
  });

  it('refuses a session at once after logout, in every service', async () => {
    const client = stack.client();
    await client.post('/api/auth/register', newAccount());
    const saved = client.cookieHeader;
    expect((await client.get('/api/gems?feed=mine&limit=20')).status).toBe(200);
    expect((await client.post('/api/auth/logout', {})).status).toBe(200);
    const replay = stack.client();
    replay.setCookieHeader(saved);
    expect((await replay.get('/api/auth/me')).status).toBe(401);
    expect((await replay.get('/api/gems?feed=mine&limit=20')).status).toBe(401);
    expect((await replay.post('/api/gems', gem(3))).status).toBe(401);
  });
});
