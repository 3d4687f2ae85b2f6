import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

const signedIn = async () => {
  const client = stack.client();
  const res = await client.post('/api/auth/register', newAccount());
  expect(res.status).toBe(201);
  return { client, id: res.body.id as number };
};
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('personal API tokens', () => {
  it('are shown once, listed without their secret, work wherever a session does, and stop at once when revoked', async () => {
    const admin = await signedIn(); // the stack's first user: an admin
    const made = await admin.client.post('/api/auth/tokens', { name: 'Browser extension' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Browser extension',
      id: expect.any(String),
      token: expect.any(String),
    });
    const token = made.body.token as string;

    const listed = await admin.client.get('/api/auth/tokens');
    expect(listed.body).toEqual([
      {
        id: made.body.id,
        name: 'Browser extension',
        createdAt: expect.any(String),
        expiresAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const visitor = stack.client();
    expect((await visitor.get('/api/auth/me', bearer(token))).body.id).toBe(admin.id);
    const saved = await visitor.request(
      'POST',
      '/api/gems',
      { url: `https://example.com/api-${Date.now()}`, title: 'Via token' },
      bearer(token),
    );
    expect(saved.status).toBe(201);
    // Never admin rights, even for an admin's token.
    expect(
      (await visitor.request('DELETE', '/api/admin/users/999999', undefined, bearer(token))).status,
    ).toBe(403);

    const other = await signedIn();
    expect((await other.client.delete(`/api/auth/tokens/${made.body.id}`)).status).toBe(404);
    expect((await admin.client.delete(`/api/auth/tokens/${made.body.id}`)).body).toEqual({
      message: 'Token revoked',
    });
    expect((await visitor.get('/api/auth/me', bearer(token))).status).toBe(401);
    expect(
      (await visitor.request('POST', '/api/gems', { url: 'https://example.com/after' }, bearer(token)))
        .status,
    ).toBe(401);
    expect((await admin.client.get('/api/auth/tokens')).body).toEqual([]);
  });

  it('need a name and a signed-in caller', async () => {
    const { client } = await signedIn();
    const nameless = await client.post('/api/auth/tokens', { name: '  ' });
    expect(nameless.status).toBe(400);
    expect(nameless.body.message).toBe('Token name is required');
    expect((await client.post('/api/auth/tokens', { name: 'x'.repeat(61) })).status).toBe(400);
    expect((await client.delete('/api/auth/tokens/not-a-uuid')).status).toBe(400);
    expect((await stack.client().post('/api/auth/tokens', { name: 'x' })).status).toBe(401);
    expect((await stack.client().get('/api/auth/tokens')).status).toBe(401);
  });

  it('cannot be made with an API token: only a signed-in session makes them', async () => {
    const { client } = await signedIn();
    const made = await client.post('/api/auth/tokens', { name: 'CLI' });
    expect(made.status).toBe(201);
    const visitor = stack.client();
    const minted = await visitor.request(
      'POST',
      '/api/auth/tokens',
      { name: 'Successor' },
      bearer(made.body.token),
    );
    expect(minted.status).toBe(403);
    expect(minted.body.message).toBe(
      'API tokens can only be created from a signed-in session, not with another API token',
    );
    // Nothing was made: the session still sees its one token.
    expect((await client.get('/api/auth/tokens')).body.map((t: { name: string }) => t.name)).toEqual(['CLI']);
    // The session itself still can.
    expect((await client.post('/api/auth/tokens', { name: 'Second' })).status).toBe(201);
  });
});
