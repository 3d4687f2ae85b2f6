import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDocumentedAnswer, stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

describe('the people list', () => {
  it('pages newest first through X-Next-Cursor and refuses a cursor it did not hand out', async () => {
    const word = `pager${Date.now().toString(36)}`;
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const account = newAccount({ username: `${word}_${i}` });
      expect((await stack.client().post('/api/auth/register', account)).status).toBe(201);
      names.push(account.username);
    }
    const visitor = stack.client();

    const first = await visitor.get(`/api/users?search=${word}&limit=2`);
    expectDocumentedAnswer(first);
    expect(first.status).toBe(200);
    expect(first.body.map((u: { username: string }) => u.username)).toEqual([names[2], names[1]]);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();

    const second = await visitor.get(`/api/users?search=${word}&limit=2&cursor=${cursor}`);
    expect(second.status).toBe(200);
    expect(second.body.map((u: { username: string }) => u.username)).toEqual([names[0]]);
    expect(second.headers.get('x-next-cursor')).toBeNull();

    for (const bad of ['nonsense', '%%%', Buffer.from('[0]').toString('base64url')]) {
      const refused = await visitor.get(`/api/users?search=${word}&cursor=${bad}`);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ message: 'Invalid cursor' });
    }
  });
});
