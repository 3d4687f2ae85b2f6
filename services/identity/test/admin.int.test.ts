import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createPool } from '@gems/platform/db/pool';
import { eventually, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startTestStack({ ADMIN_EMAIL: 'boss@example.com' });
  admin = stack.client();
  // The first account of a fresh install is user id 1: the bootstrap admin.
  const first = await admin.post('/api/auth/register', newAccount());
  expect(first.body.id).toBe(1);
  expect(first.body.isAdmin).toBe(true);
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

describe('admin', () => {
  it('treats ADMIN_EMAIL as an admin once its owner proved the address, and everyone else as a user', async () => {
    const boss = stack.client();
    const account = newAccount({ email: 'boss@example.com' });
    const registered = await boss.post('/api/auth/register', account);
    // Whoever registers the address first is not an admin on that alone: it could be anyone.
    expect(registered.body).toMatchObject({ role: 'user', isAdmin: false });
    expect((await boss.get('/api/admin/users/summary')).status).toBe(403);

    await stack.verifyEmail('boss@example.com');
    const signedIn = await boss.post('/api/auth/login', { email: account.email, password: account.password });
    expect(signedIn.body).toMatchObject({ role: 'admin', isAdmin: true });
    expect((await boss.get('/api/admin/users/summary')).status).toBe(200);

    const user = await stack.client().post('/api/auth/register', newAccount());
    expect(user.body).toMatchObject({ role: 'user', isAdmin: false });
  });

  it('deletes a user only for an admin, ends their sessions and publishes user.deleted', async () => {
    const victim = stack.client();
    const { body: user } = await victim.post('/api/auth/register', newAccount());
    const bystander = stack.client();
    await bystander.post('/api/auth/register', newAccount());

    expect((await stack.client().delete(`/api/admin/users/${user.id}`)).status).toBe(401);
    expect((await bystander.delete(`/api/admin/users/${user.id}`)).status).toBe(403);
    const res = await admin.delete(`/api/admin/users/${user.id}`);
    expect(res.status).toBe(200);

    expect((await victim.get('/api/auth/me')).status).toBe(401);
    expect((await stack.client().get(`/api/users/${user.username}`)).status).toBe(404);
    expect((await admin.delete(`/api/admin/users/${user.id}`)).status).toBe(404);

    const pool = createPool(stack.env.DATABASE_URL!);
    try {
      const schema = stack.env.DB_SCHEMA!;
      const events = await eventually(async () => {
        const { rows } = await pool.query(
          `SELECT subject, envelope, published_at FROM "${schema}".outbox_events WHERE subject = 'user.deleted'`,
        );
        return rows.length && rows.every((r) => r.published_at) ? rows : null;
      });
      expect(events![0].envelope.data).toEqual({ userId: user.id, deletedBy: 1 });
      const { rows: actions } = await pool.query(
        `SELECT action_type, target_user_id FROM "${schema}".admin_actions`,
      );
      expect(actions).toContainEqual({ action_type: 'delete_user', target_user_id: user.id });
    } finally {
      await pool.end();
    }
  });

  it('refuses an admin deleting their own account from the panel', async () => {
    const res = await admin.delete('/api/admin/users/1');
    expect(res.status).toBe(400);
  });

  it('answers 401 to visitors and 403 to users on every /api/admin route, built or not', async () => {
    const user = stack.client();
    await user.post('/api/auth/register', newAccount());
    const paths: [string, string][] = [
      ['GET', '/api/admin/scraper-errors'],
      ['POST', '/api/admin/scraper-errors/1/resolve'],
      ['GET', '/api/admin/costs/overview'],
      ['GET', '/api/admin/rewards/analytics'],
      ['GET', '/api/admin/rewards/rules'],
      ['PUT', '/api/admin/rewards/rules/1'],
      ['GET', '/api/admin/rewards/flagged'],
      ['POST', '/api/admin/rewards/adjust'],
      ['GET', '/api/admin/rewards/distributions'],
      ['GET', '/api/admin/rewards/distributions/preview'],
      ['POST', '/api/admin/rewards/distributions/execute'],
      ['DELETE', '/api/admin/users/2'],
    ];
    for (const [method, path] of paths) {
      expect([path, (await stack.client().request(method, path)).status]).toEqual([path, 401]);
      expect([path, (await user.request(method, path)).status]).toEqual([path, 403]);
    }
  });
});
