import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { expectDocumentedAnswer, stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

it('gives admins the content figures and the newest gems of any visibility, and nobody else', async () => {
  const admin = stack.client(); // the stack's first user
  await admin.post('/api/auth/register', newAccount());
  const curator = stack.client();
  await curator.post('/api/auth/register', newAccount());
  await curator.post('/api/gems', { url: 'https://a.example/1', categories: ['Travel', 'Food & Drink'] });
  const secret = await curator.post('/api/gems', {
    url: 'https://a.example/2',
    visibility: 'private',
    categories: ['Travel'],
  });

  const summary = await admin.get('/api/admin/content/summary');
  expectDocumentedAnswer(summary);
  expect(summary.status).toBe(200);
  expect(summary.body).toMatchObject({
    totalGems: 2,
    gemsToday: 2,
    gemsThisWeek: 2,
    categories: 2,
    curators: 1,
  });
  expect(summary.body.recent[0]).toMatchObject({
    id: secret.body.id,
    domain: 'a.example',
    categories: ['Travel'],
  });
  expect((await curator.get('/api/admin/content/summary')).status).toBe(403);
  expect((await stack.client().get('/api/admin/content/summary')).status).toBe(401);
});
