import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { CostsOverview } from '@gems/contracts';
import { eventually, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

// Every process flushes its counts each second here (a minute in production).
let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startTestStack({ METERING_FLUSH_SECONDS: '1' }, { adminMetrics: true });
  admin = stack.client(); // the stack's first user is an admin
}, 120_000);
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

const overview = async () => (await admin.get('/api/admin/costs/overview')).body as CostsOverview;
const row = (o: CostsOverview, name: string) => o.services.find((s) => s.apiService === name);

describe('gateway request metering', () => {
  it('counts requests per service and outcome, flushed as aggregates, priced from the price table', async () => {
    const account = newAccount();
    expect((await admin.post('/api/auth/register', account)).status).toBe(201);
    for (let i = 0; i < 5; i += 1) expect((await admin.get('/api/auth/me')).status).toBe(200);
    const visitor = stack.client();
    for (let i = 0; i < 2; i += 1)
      expect(
        (await visitor.post('/api/auth/login', { email: account.email, password: 'wrong-one' })).status,
      ).toBe(401);
    // 1 registration + 5 reads succeeded, 2 sign-ins were refused: identity saw 8 requests.
    const price = await admin.put('/api/admin/costs/prices/gateway_request_million', { cents: 100_000 });
    expect(price.status).toBe(200);

    // Counts arrive once a second per process: wait for identity's 8 and for the admin's own calls
    // to admin-metrics (the price change above), which may come a flush later.
    const counted = (await eventually(
      async () => {
        const o = await overview();
        return row(o, 'identity')?.totalRequests === 8 && (row(o, 'admin-metrics')?.totalRequests ?? 0) >= 1
          ? o
          : null;
      },
      15_000,
      250,
    ))!;
    expect(row(counted, 'identity')).toEqual({
      apiService: 'identity',
      kind: 'gateway',
      totalRequests: 8,
      totalSuccess: 6,
      totalErrors: 2,
      totalClientErrors: 2,
      totalServerErrors: 0,
      totalCost: 0.8, // 8 requests at 100,000 cents a million
    });
    // The admin's own calls to admin-metrics are counted too, and the day's requests include them.
    const today = counted.daily.at(-1)!;
    expect(today.requests).toBeGreaterThanOrEqual(9);
    expect(counted.totals.apiRequests).toBe(counted.services.reduce((s, r) => s + r.totalRequests, 0));
    // A service behind the gateway that is not running answers 503: a server error of that service.
    expect((await admin.get('/api/gems?limit=1')).status).toBe(503);
    const failed = await eventually(
      async () => {
        const curation = row(await overview(), 'curation');
        return curation?.totalServerErrors === 1 && curation;
      },
      15_000,
      250,
    );
    expect(failed).toMatchObject({ totalRequests: 1, totalSuccess: 0, totalClientErrors: 0 });
  });

  it('counts each service’s database statements as database_queries', async () => {
    const counted = (await eventually(
      async () => {
        const o = await overview();
        const names = o.databaseQueries.map((q) => q.service);
        return names.includes('identity') && names.includes('admin-metrics') ? o : null;
      },
      15_000,
      250,
    ))!;
    const identity = counted.databaseQueries.find((q) => q.service === 'identity')!;
    expect(identity.totalCount).toBeGreaterThan(0);
    const resource = counted.resources.find((r) => r.resourceType === 'database_queries')!;
    expect(resource.totalCount).toBe(counted.databaseQueries.reduce((s, q) => s + q.totalCount, 0));
  });
});
