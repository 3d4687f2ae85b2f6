import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@gems/testkit';
import { startSocialHarness, type SignedIn, type SocialHarness } from './social-stack.js';

let h: SocialHarness;
beforeAll(async () => {
  h = await startSocialHarness();
});
afterAll(async () => {
  await h?.stop();
});

const ids = (body: { id: number }[]) => body.map((u) => u.id);

describe('follows of a public profile', () => {
  it('takes effect at once, once, and ends with unfollow', async () => {
    const star = await h.signedIn();
    const fan = await h.signedIn();
    const other = await h.signedIn();
    const visitor = h.stack.client();

    expect((await visitor.post('/api/follows', { followedId: star.user.id })).status).toBe(401);
    const followed = await fan.client.post('/api/follows', { followedId: star.user.id });
    expect(followed.body).toEqual({ status: 'accepted', isFollowing: true, hasPendingRequest: false });
    expect((await fan.client.post('/api/follows', { followedId: star.user.id })).body.status).toBe(
      'accepted',
    );
    // The other screen's field name, and the follow-requests call, do the same for a public profile.
    expect((await other.client.post('/api/follows', { followingId: star.user.id })).body.status).toBe(
      'accepted',
    );
    expect((await fan.client.post('/api/follow-requests', { toUserId: other.user.id })).body.status).toBe(
      'accepted',
    );

    expect((await fan.client.get(`/api/users/${star.user.id}/is-following`)).body).toEqual({
      isFollowing: true,
    });
    expect((await visitor.get(`/api/users/${star.user.id}/is-following`)).body).toEqual({
      isFollowing: false,
    });
    const followers = await visitor.get(`/api/users/${star.user.id}/followers`);
    expect(ids(followers.body)).toEqual([other.user.id, fan.user.id]);
    expect(followers.body[1]).toMatchObject({ username: fan.user.username, profileImageUrl: null });
    expect(ids((await visitor.get(`/api/users/${fan.user.id}/following`)).body)).toEqual([
      other.user.id,
      star.user.id,
    ]);
    const page = await visitor.get(`/api/users/${star.user.id}/followers?limit=1`);
    expect(ids(page.body)).toEqual([other.user.id]);
    const next = await visitor.get(
      `/api/users/${star.user.id}/followers?limit=1&cursor=${page.headers.get('x-next-cursor')}`,
    );
    expect(ids(next.body)).toEqual([fan.user.id]);
    expect((await visitor.get(`/api/users/${star.user.id}/follow-counts`)).body).toEqual({
      followers: 2,
      following: 0,
    });

    expect((await fan.client.delete(`/api/follows/${star.user.id}`)).body).toEqual({ isFollowing: false });
    expect((await fan.client.delete(`/api/follows/${star.user.id}`)).body).toEqual({ isFollowing: false });
    expect((await other.client.delete(`/api/users/${star.user.id}/follow`)).body).toEqual({
      isFollowing: false,
    });
    expect((await visitor.get(`/api/users/${star.user.id}/follow-counts`)).body).toEqual({
      followers: 0,
      following: 0,
    });

    const events = await h.query<{ subject: string }>(
      `SELECT subject FROM $schema.outbox_events WHERE subject LIKE 'user.%follow%'
          AND (envelope->'data'->>'followedId')::int = $1 ORDER BY created_at`,
      [star.user.id],
    );
    expect(events.map((e) => e.subject)).toEqual([
      'user.followed',
      'user.followed',
      'user.unfollowed',
      'user.unfollowed',
    ]);
  });

  it('refuses following oneself, unknown users and bad bodies', async () => {
    const me = await h.signedIn();
    const self = await me.client.post('/api/follows', { followedId: me.user.id });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe('You cannot follow yourself');
    const unknown = await me.client.post('/api/follows', { followedId: 999999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('User not found');
    expect((await me.client.post('/api/follows', {})).body.message).toBe('followedId is required');
    expect((await me.client.post('/api/follow-requests', { toUserId: 'abc' })).status).toBe(400);
    expect((await me.client.delete('/api/follows/abc')).status).toBe(400);
  });
});

describe('a private profile', () => {
  let owner: SignedIn;
  beforeAll(async () => {
    owner = await h.signedIn();
    await h.makePrivate(owner);
  });

  it('gets a pending request that can be cancelled, declined or accepted', async () => {
    const asker = await h.signedIn();
    const other = await h.signedIn();
    const secretGem = await h.gem(owner.user.id, 'followers');

    const asked = await asker.client.post('/api/follow-requests', { toUserId: owner.user.id });
    expect(asked.body).toEqual({ status: 'pending', isFollowing: false, hasPendingRequest: true });
    expect((await asker.client.post('/api/follows', { followedId: owner.user.id })).body.status).toBe(
      'pending',
    );
    expect((await asker.client.get(`/api/users/${owner.user.id}/follow-request-status`)).body).toEqual({
      hasPendingRequest: true,
      isFollowing: false,
    });
    expect((await asker.client.get(`/api/users/${owner.user.id}/is-following`)).body.isFollowing).toBe(false);
    expect((await asker.client.post(`/api/gems/${secretGem}/like`)).status).toBe(404);

    // Cancel, then ask again.
    expect((await asker.client.delete(`/api/follow-requests/${owner.user.id}`)).body).toEqual({
      hasPendingRequest: false,
    });
    expect((await owner.client.get('/api/follow-requests')).body).toEqual([]);
    await asker.client.post('/api/follow-requests', { toUserId: owner.user.id });
    await other.client.post('/api/follow-requests', { toUserId: owner.user.id });

    const waiting = await owner.client.get('/api/follow-requests');
    expect(waiting.body.map((r: { fromUserId: number }) => r.fromUserId)).toEqual([
      other.user.id,
      asker.user.id,
    ]);
    expect(waiting.body[1]).toMatchObject({
      toUserId: owner.user.id,
      status: 'pending',
      fromUser: { id: asker.user.id, username: asker.user.username },
    });
    expect((await asker.client.get('/api/follow-requests')).body).toEqual([]);
    expect((await h.stack.client().get('/api/follow-requests')).status).toBe(401);

    // Only the profile owner decides: the asker cannot accept their own request.
    expect((await asker.client.post(`/api/follow-requests/${owner.user.id}/accept`)).status).toBe(404);
    expect((await owner.client.post(`/api/follow-requests/${other.user.id}/decline`)).body).toEqual({
      status: 'declined',
    });
    const again = await owner.client.post(`/api/follow-requests/${other.user.id}/decline`);
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('Follow request not found');
    expect((await other.client.get(`/api/users/${owner.user.id}/follow-request-status`)).body).toEqual({
      hasPendingRequest: false,
      isFollowing: false,
    });

    expect((await owner.client.post(`/api/follow-requests/${asker.user.id}/accept`)).body).toEqual({
      status: 'accepted',
    });
    expect((await asker.client.get(`/api/users/${owner.user.id}/is-following`)).body.isFollowing).toBe(true);
    expect((await asker.client.get(`/api/users/${owner.user.id}/follow-request-status`)).body).toEqual({
      hasPendingRequest: false,
      isFollowing: true,
    });
    // Now an accepted follower: the followers-only gem is visible to them, still not to the other.
    expect((await asker.client.post(`/api/gems/${secretGem}/like`)).body).toEqual({
      isLiked: true,
      count: 1,
    });
    expect((await other.client.post(`/api/gems/${secretGem}/like`)).status).toBe(404);
    expect((await asker.client.post('/api/follow-requests', { toUserId: owner.user.id })).body.status).toBe(
      'accepted',
    );

    const accepted = await h.query<{ data: { viaRequest: boolean; followerId: number } }>(
      `SELECT envelope->'data' AS data FROM $schema.outbox_events
        WHERE subject = 'user.followed' AND (envelope->'data'->>'followedId')::int = $1`,
      [owner.user.id],
    );
    expect(accepted.map((r) => r.data)).toMatchObject([{ followerId: asker.user.id, viaRequest: true }]);
  });

  it('is followed at once again when it turns public', async () => {
    const owner2 = await h.signedIn();
    await h.makePrivate(owner2);
    const fan = await h.signedIn();
    expect((await fan.client.post('/api/follows', { followedId: owner2.user.id })).body.status).toBe(
      'pending',
    );
    await owner2.client.patch('/api/auth/profile', { isPublic: true });
    await eventually(
      async () =>
        (await fan.client.post('/api/follows', { followedId: owner2.user.id })).body.status === 'accepted',
    );
    expect((await fan.client.get(`/api/users/${owner2.user.id}/follow-request-status`)).body).toEqual({
      hasPendingRequest: false,
      isFollowing: true,
    });
  });
});
