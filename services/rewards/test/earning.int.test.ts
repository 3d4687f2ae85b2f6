// Points from events, through the gateway: what a curator sees in balance, history and the
// leaderboard, and that no event, however often delivered or repeated, awards twice.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEnvelope } from '@gems/platform/events';
import { eventually, expectDocumentedAnswer } from '@gems/testkit';
import { startRewardsHarness, type RewardsHarness } from './rewards-stack.js';

let h: RewardsHarness;
beforeAll(async () => {
  h = await startRewardsHarness();
});
afterAll(async () => {
  await h?.stop();
});

const now = () => new Date().toISOString();

describe('earning points', () => {
  it('awards the rules’ points for a new gem, a like and a comment, and shows them in history', async () => {
    const curator = await h.signedIn();
    const fan = await h.signedIn();
    const gemId = await h.gem(curator.user.id, 'Pottery studio in Lisbon');
    await h.publish('gem.liked', { gemId, userId: fan.user.id, ownerId: curator.user.id, at: now() });
    await h.publish('comment.created', {
      commentId: 1,
      gemId,
      userId: fan.user.id,
      gemOwnerId: curator.user.id,
      excerpt: 'Lovely',
      createdAt: now(),
    });
    await eventually(async () => (await h.balance(fan)).lifetimePoints === 7);
    expect(await h.balance(curator)).toEqual({
      currentPoints: 10,
      weeklyPoints: 10,
      lifetimePoints: 10,
      gemTokenBalance: 0,
      totalEarned: 0,
    });
    const history = (await fan.client.get('/api/rewards/history')).body as Record<string, unknown>[];
    // Newest first; the like and the comment travel on separate durables, so either may be first.
    expect(history.map((e) => [e.actionType, e.points, e.entityType, e.entityId]).sort()).toEqual([
      ['comment_gem', 5, 'gem', gemId],
      ['like_gem', 2, 'gem', gemId],
    ]);
    expect(Date.parse(history[0]!.createdAt as string)).toBeGreaterThanOrEqual(
      Date.parse(history[1]!.createdAt as string),
    );
    for (const e of history) expect(e.metadata).toMatchObject({ gemTitle: 'Pottery studio in Lisbon' });
    const mine = (await curator.client.get('/api/rewards/history')).body as Record<string, unknown>[];
    expect(mine[0]).toMatchObject({
      actionType: 'create_gem',
      points: 10,
      metadata: { title: 'Pottery studio in Lisbon' },
    });
  });

  it('never awards twice: redelivery, unlike + like again, a comment deleted and written again', async () => {
    const curator = await h.signedIn();
    const fan = await h.signedIn();
    const gemId = await h.gem(curator.user.id);
    const liked = createEnvelope(
      'gem.liked',
      { gemId, userId: fan.user.id, ownerId: curator.user.id, at: now() },
      { producer: 'social' },
    );
    await h.stack.rewards!.deliver('rewards-earning', liked, liked);
    await h.publish('gem.unliked', { gemId, userId: fan.user.id, ownerId: curator.user.id, at: now() });
    await h.publish('gem.liked', { gemId, userId: fan.user.id, ownerId: curator.user.id, at: now() });
    for (const commentId of [10, 11]) {
      await h.publish('comment.created', {
        commentId,
        gemId,
        userId: fan.user.id,
        gemOwnerId: curator.user.id,
        excerpt: 'again',
        createdAt: now(),
      });
      await h.publish('comment.deleted', { commentId, gemId, userId: fan.user.id });
    }
    // The unlike takes the like's 2 points back; liking again earns nothing; one comment earns.
    const rows = async () =>
      (
        await h.query<{ action_type: string; points: number }>(
          'SELECT action_type, points FROM $schema.point_events WHERE user_id = $1 ORDER BY action_type',
          [fan.user.id],
        )
      ).map((r) => [r.action_type, r.points]);
    await eventually(async () => (await rows()).length === 3);
    // Let the later events land; none may add anything.
    await new Promise((r) => setTimeout(r, 500));
    expect(await rows()).toEqual([
      ['comment_gem', 5],
      ['like_gem', 2],
      ['like_removed', -2],
    ]);
    expect((await h.balance(fan)).lifetimePoints).toBe(5);
  });

  it('gives nothing for an anonymous share, a link merely made, or a like of one’s own gem; an opened share earns', async () => {
    const curator = await h.signedIn();
    const sharer = await h.signedIn();
    const gemId = await h.gem(curator.user.id, 'Shared gem');
    await h.publish('gem.shared', {
      gemId,
      userId: curator.user.id,
      sharedBy: null,
      shortCode: 'abcd1234',
      openedBy: 'u:1',
    });
    await h.publish('gem.liked', { gemId, userId: curator.user.id, ownerId: curator.user.id, at: now() });
    // An event from before openers were known: the link was only made.
    await h.publish('gem.shared', {
      gemId,
      userId: curator.user.id,
      sharedBy: sharer.user.id,
      shortCode: 'abcd1234',
    });
    await h.publish('gem.shared', {
      gemId,
      userId: curator.user.id,
      sharedBy: sharer.user.id,
      shortCode: 'abcd1234',
      openedBy: `u:${curator.user.id}`,
    });
    await eventually(async () => (await h.balance(sharer)).lifetimePoints === 3);
    expect((await h.balance(curator)).lifetimePoints).toBe(10);
  });

  it('pays for gems saved by hand (and old events without a source), never for bulk-made ones', async () => {
    const curator = await h.signedIn();
    await h.gem(curator.user.id, 'Imported', 'import');
    await h.gem(curator.user.id, 'Batch', 'batch');
    await h.gem(curator.user.id, 'From the API', 'api');
    await h.gem(curator.user.id, 'Old event');
    await eventually(async () => (await h.balance(curator)).lifetimePoints === 20);
    const rows = await h.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM $schema.point_events WHERE user_id = $1 AND action_type = 'create_gem'",
      [curator.user.id],
    );
    expect(rows[0]!.n).toBe(2); // bulk-made gems leave no line at all
  });

  it('verifies a referral by a gem saved by hand, not by an imported one', async () => {
    const referrer = await h.signedIn();
    const code = (await referrer.client.post(`/api/users/${referrer.user.id}/referral-code`)).body
      .referralCode;
    const invited = await h.signedIn(`?ref=${code}`);
    await h.gem(invited.user.id, 'From my bookmarks', 'import');
    const status = async () =>
      (
        await h.query<{ status: string }>(
          'SELECT status FROM $schema.referrals WHERE referred_user_id = $1',
          [invited.user.id],
        )
      )[0]?.status;
    // h.gem waited for the import to be handled: it left the referral pending.
    expect(await status()).toBe('pending');
    await h.gem(invited.user.id, 'My own find', 'manual');
    await eventually(async () => (await h.balance(referrer)).lifetimePoints === 50);
    expect(await status()).toBe('verified');
  });

  it('lists the leaderboard publicly by lifetime points, paged with X-Next-Cursor', async () => {
    const anonymous = h.stack.client();
    const first = await anonymous.get('/api/rewards/leaderboard?limit=2');
    expectDocumentedAnswer(first);
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(2);
    expect(first.body[0]).toMatchObject({ rank: 1 });
    expect(first.body[0].lifetimePoints).toBeGreaterThanOrEqual(first.body[1].lifetimePoints);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await anonymous.get(`/api/rewards/leaderboard?limit=2&cursor=${cursor}`);
    expect(second.body[0].rank).toBe(3);
    expect(second.body[0].lifetimePoints).toBeLessThanOrEqual(first.body[1].lifetimePoints);
    expect((await anonymous.get('/api/rewards/leaderboard?cursor=nonsense')).status).toBe(400);
    expect((await anonymous.get('/api/rewards/leaderboard?limit=0')).body).toEqual(
      expect.objectContaining({ message: 'limit must be at least 1' }),
    );
  });

  it('asks for a session for the personal calls', async () => {
    const anonymous = h.stack.client();
    for (const path of [
      '/api/rewards/balance',
      '/api/rewards/history',
      '/api/rewards/invites',
      '/api/rewards/referrals',
    ])
      expect([path, (await anonymous.get(path)).status]).toEqual([path, 401]);
    expect((await anonymous.post('/api/rewards/invite-code')).status).toBe(401);
  });

  it('reads the live rules for How to Earn', async () => {
    const rules = (await h.stack.client().get('/api/rewards/rules')).body as {
      actionType: string;
      points: number;
    }[];
    expect(Object.fromEntries(rules.map((r) => [r.actionType, r.points]))).toEqual({
      create_gem: 10,
      like_gem: 2,
      comment_gem: 5,
      external_share: 3,
      successful_referral: 50,
    });
  });
  it('holds like points after a burst of unlikes, and new-gem points after many saved-and-deleted gems', async () => {
    const curator = await h.signedIn();
    const farmer = await h.signedIn();
    const gems: number[] = [];
    for (let i = 0; i < 6; i++) gems.push(await h.gem(curator.user.id, `Farm ${i}`));
    for (const gemId of gems.slice(0, 5))
      await h.publish('gem.unliked', { gemId, userId: farmer.user.id, ownerId: curator.user.id, at: now() });
    for (const gemId of gems.slice(0, 5)) await h.publish('gem.deleted', { gemId, userId: curator.user.id });
    await new Promise((r) => setTimeout(r, 500));
    await h.publish('gem.liked', {
      gemId: gems[5]!,
      userId: farmer.user.id,
      ownerId: curator.user.id,
      at: now(),
    });
    await h.gem(curator.user.id, 'One more');
    const admin = await h.admin();
    await eventually(async () => {
      const flagged = (await admin.client.get('/api/admin/rewards/flagged')).body as {
        userId: number;
        flagReason: string;
      }[];
      return (
        flagged.some(
          (f) => f.userId === farmer.user.id && f.flagReason === 'Burst of like/unlike on the same gems',
        ) &&
        flagged.some((f) => f.userId === curator.user.id && f.flagReason === 'Many gems saved and deleted')
      );
    });
    expect((await h.balance(farmer)).lifetimePoints).toBe(0);
    // Six gems before the flag, none after; the five deleted ones' points were taken back.
    expect((await h.balance(curator)).lifetimePoints).toBe(10);
  });
});
