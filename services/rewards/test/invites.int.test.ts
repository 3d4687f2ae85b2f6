// Invites and referrals through sign-up: ?invite= and ?ref= on register, signups counted only for
// usable codes, a referral verified by the invited person's first gem (50 points, once), and
// farmed referrals held for an admin.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@gems/testkit';
import { startRewardsHarness, type RewardsHarness } from './rewards-stack.js';

let h: RewardsHarness;
beforeAll(async () => {
  h = await startRewardsHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('invites and referrals', () => {
  it('makes a 12-character code; a sign-up through it counts; the first gem pays the inviter 50 once', async () => {
    const inviter = await h.signedIn();
    expect((await inviter.client.get('/api/rewards/invites')).body).toEqual([]);
    const made = await inviter.client.post('/api/rewards/invite-code');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ isActive: true, signups: 0 });
    expect(made.body.code).toMatch(/^[A-Z0-9]{12}$/);

    const friend = await h.signedIn(`?invite=${made.body.code}`);
    await eventually(async () => (await inviter.client.get('/api/rewards/invites')).body[0]?.signups === 1);
    const referrals = (await inviter.client.get('/api/rewards/referrals')).body;
    expect(referrals).toEqual([
      expect.objectContaining({
        referredUserId: friend.user.id,
        referredUsername: friend.user.username,
        status: 'pending',
      }),
    ]);

    await h.gem(friend.user.id, 'First gem');
    await h.gem(friend.user.id, 'Second gem');
    await eventually(async () => (await h.balance(inviter)).lifetimePoints === 50);
    expect((await inviter.client.get('/api/rewards/referrals')).body[0].status).toBe('verified');
    const history = (await inviter.client.get('/api/rewards/history')).body;
    expect(history).toEqual([
      expect.objectContaining({
        actionType: 'successful_referral',
        points: 50,
        entityType: 'user',
        entityId: friend.user.id,
        metadata: expect.objectContaining({ referredUsername: friend.user.username }),
      }),
    ]);
    expect((await h.balance(friend)).lifetimePoints).toBe(20);
  });

  it('lets a person register through an inactive or unknown code, without credit', async () => {
    const inviter = await h.signedIn();
    const { code, id } = (await inviter.client.post('/api/rewards/invite-code')).body;
    await h.query('UPDATE $schema.invite_codes SET is_active = false WHERE id = $1', [id]);
    const late = await h.signedIn(`?invite=${code}`);
    await h.signedIn('?invite=NOSUCHCODE12');
    const invites = (await inviter.client.get('/api/rewards/invites')).body;
    expect(invites[0]).toMatchObject({ code, isActive: false, signups: 0 });
    expect((await inviter.client.get('/api/rewards/referrals')).body).toEqual([]);
    const events = await h.query('SELECT status FROM $schema.invite_events WHERE invitee_id = $1', [
      late.user.id,
    ]);
    expect(events).toEqual([{ status: 'rejected' }]);
  });

  it('opens a referral from ?ref= (the profile’s referral code)', async () => {
    const referrer = await h.signedIn();
    const code = (await referrer.client.post(`/api/users/${referrer.user.id}/referral-code`)).body
      .referralCode;
    expect(typeof code).toBe('string');
    const friend = await h.signedIn(`?ref=${code}`);
    await eventually(async () => (await referrer.client.get('/api/rewards/referrals')).body.length === 1);
    expect((await referrer.client.get('/api/rewards/referrals')).body[0]).toMatchObject({
      referredUserId: friend.user.id,
      status: 'pending',
    });
  });

  it('holds a self-invite for an admin: approved, the points count; the flagged list shows why', async () => {
    const tag = Date.now().toString(36);
    const inviter = await h.signedIn('', { email: `sam.${tag}@gmail.com` });
    const { code } = (await inviter.client.post('/api/rewards/invite-code')).body;
    const second = await h.signedIn(`?invite=${code}`, { email: `sam${tag}+alt@gmail.com` });
    await h.gem(second.user.id);
    const admin = await h.admin();
    let flagged: { id: number; userId: number; flagReason: string; points: number }[] = [];
    await eventually(async () => {
      flagged = (await admin.client.get('/api/admin/rewards/flagged')).body;
      return flagged.some((f) => f.userId === inviter.user.id);
    });
    const mine = flagged.find((f) => f.userId === inviter.user.id)!;
    expect(mine).toMatchObject({ points: 50, flagReason: 'Self-invite (same person as the inviter)' });
    expect((await h.balance(inviter)).lifetimePoints).toBe(0);
    expect((await inviter.client.post(`/api/admin/rewards/flagged/${mine.id}/approve`)).status).toBe(403);
    expect((await admin.client.post(`/api/admin/rewards/flagged/${mine.id}/approve`)).status).toBe(200);
    expect((await h.balance(inviter)).lifetimePoints).toBe(50);
    expect((await admin.client.post(`/api/admin/rewards/flagged/${mine.id}/reject`)).status).toBe(409);
    const actions = await h.query(
      "SELECT action FROM $schema.admin_actions WHERE target_id = $1 AND target_type = 'point_event'",
      [mine.id],
    );
    expect(actions).toEqual([{ action: 'approve_flagged_event' }]);
  });

  it('flags a referral from the referrer’s own address (hashed by identity at sign-up)', async () => {
    const referrer = await h.signedIn();
    const { code } = (await referrer.client.post('/api/rewards/invite-code')).body;
    // Loopback addresses carry no information, so the test plays identity's event with an address.
    const address = 'a'.repeat(32);
    await h.query('UPDATE $schema.reward_users SET signup_address = $2 WHERE user_id = $1', [
      referrer.user.id,
      address,
    ]);
    const friendId = 900_000 + Math.floor(Math.random() * 1000);
    await h.publish('user.registered', {
      userId: friendId,
      username: `friend_${friendId}`,
      email: `friend_${friendId}@example.com`,
      profileImageUrl: null,
      isPublic: true,
      referredBy: null,
      createdAt: new Date().toISOString(),
      inviteCode: code,
      signupAddress: address,
    });
    await h.gem(friendId);
    const admin = await h.admin();
    await eventually(
      async () =>
        (
          (await admin.client.get('/api/admin/rewards/flagged')).body as {
            userId: number;
            flagReason: string;
          }[]
        ).some(
          (f) =>
            f.userId === referrer.user.id &&
            f.flagReason === "Referral from the referrer's own device or address",
        ),
      15_000, // three events through NATS on a loaded machine
    );
    const [flag] = await h.query<{ id: number }>('SELECT id FROM $schema.point_events WHERE user_id = $1', [
      referrer.user.id,
    ]);
    expect((await admin.client.post(`/api/admin/rewards/flagged/${flag!.id}/reject`)).status).toBe(200);
    expect((await h.balance(referrer)).lifetimePoints).toBe(0);
  });
});
