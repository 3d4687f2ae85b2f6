// The admin calls: rules that change what later events earn, manual adjustments with their
// checks, analytics, and the weekly distribution (exactly once per week, payouts summing to the
// total, tokens and a reset week for the user). Every mutation leaves an admin_actions row.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectDocumentedAnswer } from '@gems/testkit';
import { startRewardsHarness, type RewardsHarness, type SignedIn } from './rewards-stack.js';

let h: RewardsHarness;
let admin: SignedIn;
let firstRunPeriodEnd: string;
beforeAll(async () => {
  h = await startRewardsHarness();
  admin = await h.admin();
});
afterAll(async () => {
  await h?.stop();
});

const now = () => new Date().toISOString();

describe('admin rewards', () => {
  it('is for admins only, checked by the service too', async () => {
    const user = await h.signedIn();
    expect((await user.client.get('/api/admin/rewards/rules')).status).toBe(403);
    const direct = await fetch(`${h.stack.rewards!.url}/api/admin/rewards/rules`, {
      headers: { cookie: user.client.cookieHeader },
    });
    expect(direct.status).toBe(403);
    expect((await h.stack.client().get('/api/admin/rewards/analytics')).status).toBe(401);
  });

  it('completes a distribution with no participants with zero payouts, then refuses a second run', async () => {
    const preview = await admin.client.get('/api/admin/rewards/distributions/preview');
    expectDocumentedAnswer(preview);
    expect(preview.body).toMatchObject({
      totalPoints: 0,
      totalTokens: 0,
      participantCount: 0,
      pointsToTokenRatio: 100,
      heldBackPoints: 0,
      alreadyDistributed: false,
    });
    // It names the week it will record: the last full week, Monday to Monday (UTC).
    expect(new Date(preview.body.weekEnd).getUTCDay()).toBe(1);
    expect(Date.parse(preview.body.weekEnd) - Date.parse(preview.body.weekStart)).toBe(7 * 24 * 3600_000);
    const run = await admin.client.post('/api/admin/rewards/distributions/execute');
    expectDocumentedAnswer(run);
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({ status: 'completed', participantCount: 0, totalTokensDistributed: 0 });
    // Recorded after the run's own transactions, its admin action still goes out at once (the
    // relay is kicked), not at the relay's next idle poll (up to 8 s).
    await eventually(
      async () =>
        (
          await h.query(
            `SELECT 1 FROM $schema.outbox_events
              WHERE envelope->>'type' = 'admin.action.recorded' AND envelope->'data'->>'actionType' = 'execute_distribution'
                AND published_at IS NOT NULL`,
          )
        ).length === 1,
      800,
    );
    const again = await admin.client.post('/api/admin/rewards/distributions/execute');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This week's distribution has already been executed");
    firstRunPeriodEnd = run.body.periodEnd;
    // As if that run had been last week's, so the next test can run this week's.
    await h.query("UPDATE $schema.token_distributions SET week_start = week_start - interval '7 days'");
  });

  it('edits a rule: later events earn the new points; an inactive rule earns nothing', async () => {
    const curator = await h.signedIn();
    const fan = await h.signedIn();
    const rules = (await admin.client.get('/api/admin/rewards/rules')).body as {
      id: number;
      actionType: string;
    }[];
    const like = rules.find((r) => r.actionType === 'like_gem')!;
    expect((await admin.client.put(`/api/admin/rewards/rules/${like.id}`, { points: 4 })).body).toMatchObject(
      {
        points: 4,
        isActive: true,
      },
    );
    const first = await h.gem(curator.user.id);
    await h.publish('gem.liked', { gemId: first, userId: fan.user.id, ownerId: curator.user.id, at: now() });
    await eventually(async () => (await h.balance(fan)).lifetimePoints === 4);
    await admin.client.put(`/api/admin/rewards/rules/${like.id}`, { isActive: false });
    const second = await h.gem(curator.user.id);
    await h.publish('gem.liked', { gemId: second, userId: fan.user.id, ownerId: curator.user.id, at: now() });
    await h.publish('comment.created', {
      commentId: 77,
      gemId: second,
      userId: fan.user.id,
      gemOwnerId: curator.user.id,
      excerpt: 'x',
      createdAt: now(),
    });
    await eventually(async () => (await h.balance(fan)).lifetimePoints === 9);
    expect(
      (await admin.client.put(`/api/admin/rewards/rules/${like.id}`, { points: 2, isActive: true })).status,
    ).toBe(200);
    expect((await admin.client.put(`/api/admin/rewards/rules/${like.id}`, { points: -1 })).body.message).toBe(
      'Points must be between 0 and 10000',
    );
    const capped = await admin.client.put(`/api/admin/rewards/rules/${like.id}`, { dailyCap: 0 });
    expect([capped.status, capped.body.message]).toEqual([
      400,
      'The daily limit must be between 1 and 10000',
    ]);
    const lifted = await admin.client.put(`/api/admin/rewards/rules/${like.id}`, { dailyCap: null });
    expect(lifted.body).toMatchObject({ dailyCap: null });
    expect(
      (await admin.client.put(`/api/admin/rewards/rules/${like.id}`, { dailyCap: 50 })).body,
    ).toMatchObject({
      dailyCap: 50,
    });
    expect((await admin.client.put('/api/admin/rewards/rules/99999', { points: 1 })).status).toBe(404);
    expect((await admin.client.put('/api/admin/rewards/rules/abc', { points: 1 })).status).toBe(400);
  });

  it('adjusts a balance with a reason the user sees; refuses bad input with the spec’s words', async () => {
    const user = await h.signedIn();
    const adjust = (body: unknown) => admin.client.post('/api/admin/rewards/adjust', body);
    expect((await adjust({ userId: user.user.id, points: 30 })).body.message).toBe(
      'User ID, points, and reason are required',
    );
    expect((await adjust({ points: 30, reason: 'x' })).body.message).toBe(
      'User ID, points, and reason are required',
    );
    expect((await adjust({ userId: user.user.id, points: 1.5, reason: 'x' })).body.message).toBe(
      'Points must be a whole number',
    );
    expect((await adjust({ userId: user.user.id, points: 1e12, reason: 'x' })).status).toBe(400);
    expect((await adjust({ userId: user.user.id, points: 0, reason: 'x' })).status).toBe(400);
    expect((await adjust('not json')).status).toBe(400);
    expect((await adjust({ userId: 2_000_000, points: 5, reason: 'Unknown' })).status).toBe(404);

    const ok = await adjust({ userId: user.user.id, points: 130, reason: 'Contest winner' });
    expect(ok.status).toBe(201);
    expect(await h.balance(user)).toMatchObject({
      currentPoints: 130,
      weeklyPoints: 130,
      lifetimePoints: 130,
    });
    expect((await user.client.get('/api/rewards/history')).body[0]).toMatchObject({
      actionType: 'admin_adjustment',
      points: 130,
      metadata: expect.objectContaining({ reason: 'Contest winner' }),
    });
    const down = await adjust({ userId: user.user.id, points: -10, reason: 'Correction' });
    expectDocumentedAnswer(down);
    expect(down.body).toMatchObject({ currentBefore: 130, currentAfter: 120 });
    // Taking points away lowers what is left to distribute, never what was earned.
    expect(await h.balance(user)).toMatchObject({ currentPoints: 120, lifetimePoints: 130 });
  });

  it('refuses an adjustment below 0 current points, saying how much can be taken', async () => {
    const user = await h.signedIn();
    const adjust = (body: unknown) => admin.client.post('/api/admin/rewards/adjust', body);
    expect((await adjust({ userId: user.user.id, points: 13, reason: 'Seed' })).status).toBe(201);
    const balance = await admin.client.get(`/api/admin/rewards/users/${user.user.id}/balance`);
    expectDocumentedAnswer(balance);
    expect(balance.body).toEqual({
      userId: user.user.id,
      username: user.user.username,
      currentPoints: 13,
      lifetimePoints: 13,
    });
    const refused = await adjust({ userId: user.user.id, points: -500, reason: 'Abuse' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This would take the user below 0 points: they have 13 current points, so at most 13 can be taken away',
    );
    expect(await h.balance(user)).toMatchObject({ currentPoints: 13, lifetimePoints: 13 });
    // Parallel deductions that together would go below 0: one is refused.
    const both = await Promise.all([
      adjust({ userId: user.user.id, points: -10, reason: 'One' }),
      adjust({ userId: user.user.id, points: -10, reason: 'Two' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await h.balance(user)).toMatchObject({ currentPoints: 3, lifetimePoints: 13 });
    expect((await admin.client.get('/api/admin/rewards/users/2000000/balance')).status).toBe(404);
    // The adjustment is in the admin log with its reason and the balance before and after.
    const [logged] = await h.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM $schema.admin_actions WHERE action = 'adjust_points' AND target_id = $1 AND details->>'reason' = 'Seed'",
      [user.user.id],
    );
    expect(logged?.details).toMatchObject({ points: 13, reason: 'Seed', currentBefore: 0, currentAfter: 13 });
  });

  it('reports analytics', async () => {
    const body = (await admin.client.get('/api/admin/rewards/analytics')).body;
    expect(Object.keys(body).sort()).toEqual([
      'activeUsers',
      'flaggedEventsCount',
      'totalPoints',
      'totalUsers',
    ]);
    expect(body.totalUsers).toBeGreaterThanOrEqual(5);
    expect(body.totalPoints).toBeGreaterThan(0);
  });

  it('distributes floor(current / 100) tokens, keeps the remainder, resets the week, once', async () => {
    const rich = await h.signedIn();
    const poor = await h.signedIn();
    await admin.client.post('/api/admin/rewards/adjust', {
      userId: rich.user.id,
      points: 250,
      reason: 'Seed',
    });
    await admin.client.post('/api/admin/rewards/adjust', {
      userId: poor.user.id,
      points: 99,
      reason: 'Seed',
    });
    const preview = (await admin.client.get('/api/admin/rewards/distributions/preview')).body;
    expect(preview.participantCount).toBeGreaterThanOrEqual(2); // rich + the 120 of the previous test
    const run = await admin.client.post('/api/admin/rewards/distributions/execute');
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      status: 'completed',
      participantCount: preview.participantCount,
      totalTokensDistributed: preview.totalTokens,
    });
    expect(await h.balance(rich)).toMatchObject({
      currentPoints: 50,
      weeklyPoints: 0,
      lifetimePoints: 250,
      gemTokenBalance: 2,
      totalEarned: 2,
    });
    expect(await h.balance(poor)).toMatchObject({ currentPoints: 99, weeklyPoints: 0, gemTokenBalance: 0 });
    const [sum] = await h.query<{ tokens: number; n: number }>(
      'SELECT coalesce(sum(tokens_received), 0)::int AS tokens, count(*)::int AS n FROM $schema.distribution_payouts WHERE distribution_id = $1',
      [run.body.id],
    );
    expect(sum).toEqual({ tokens: run.body.totalTokensDistributed, n: run.body.participantCount });

    expect((await admin.client.post('/api/admin/rewards/distributions/execute')).status).toBe(409);
    expect((await h.balance(rich)).gemTokenBalance).toBe(2);
    const history = (await admin.client.get('/api/admin/rewards/distributions?limit=1')).body;
    expect(history).toEqual([expect.objectContaining({ id: run.body.id, status: 'completed' })]);
    // The record names the period whose points it read: since the previous run, up to the run.
    expect(Date.parse(run.body.periodStart)).toBe(Date.parse(firstRunPeriodEnd));
    expect(Date.parse(run.body.periodEnd)).toBeGreaterThan(Date.parse(run.body.periodStart));
    expect(Date.parse(run.body.periodEnd)).toBeLessThanOrEqual(Date.parse(run.body.completedAt));
    const actions = await h.query<{ action: string }>(
      'SELECT DISTINCT action FROM $schema.admin_actions ORDER BY action',
    );
    expect(actions.map((a) => a.action)).toEqual([
      'adjust_points',
      'execute_distribution',
      'update_point_rule',
    ]);
  });
});
