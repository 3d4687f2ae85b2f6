import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startTestStack({}, { adminMetrics: true, rewards: true });
  admin = stack.client(); // the stack's first user is an admin
  expect((await admin.post('/api/auth/register', newAccount())).status).toBe(201);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

interface Action {
  id: number;
  service: string;
  actionType: string;
  targetEntityType: string;
  targetEntityId: string;
  createdAt: string;
}

describe('GET /api/admin/actions', () => {
  it('lists the admin mutations of every service, newest first, a page at a time', async () => {
    const doomed = stack.client();
    const registered = await doomed.post('/api/auth/register', newAccount());
    expect(registered.status).toBe(201);
    const userId = registered.body.id as number;

    expect((await admin.delete(`/api/admin/users/${userId}`)).status).toBe(200);
    const rules = await admin.get('/api/admin/rewards/rules');
    const rule = rules.body[0] as { id: number; points: number };
    expect((await admin.put(`/api/admin/rewards/rules/${rule.id}`, { points: rule.points + 1 })).status).toBe(
      200,
    );
    expect((await admin.put('/api/admin/costs/prices/scraping_operation', { cents: 0.01 })).status).toBe(200);

    const actions = (await eventually(
      async () => {
        const list = (await admin.get('/api/admin/actions')).body as Action[];
        return list.length >= 3 ? list : null;
      },
      15_000,
      100,
    ))!;
    expect(actions).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          service: 'identity',
          actionType: 'delete_user',
          targetEntityType: 'user',
          targetEntityId: String(userId),
        }),
        expect.objectContaining({
          service: 'rewards',
          actionType: 'update_point_rule',
          targetEntityType: 'point_rule',
          targetEntityId: String(rule.id),
        }),
        expect.objectContaining({ service: 'admin-metrics', actionType: 'set_unit_price' }),
      ]),
    );
    const times = actions.map((a) => a.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const first = await admin.get('/api/admin/actions?limit=2');
    expect(first.body).toHaveLength(2);
    const next = first.headers.get('x-next-cursor');
    expect(next).toBeTruthy();
    const second = await admin.get(`/api/admin/actions?limit=2&cursor=${encodeURIComponent(next!)}`);
    expect(second.status).toBe(200);
    const ids = [...first.body, ...second.body].map((a: Action) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(actions.slice(0, ids.length).map((a) => a.id));

    expect((await admin.get('/api/admin/actions?cursor=garbage')).status).toBe(400);
    expect((await admin.get('/api/admin/actions?limit=0')).status).toBe(400);
  });
});
