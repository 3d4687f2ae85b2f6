import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startSocialHarness, type SocialHarness } from './social-stack.js';

let h: SocialHarness;
beforeAll(async () => {
  h = await startSocialHarness();
});
afterAll(async () => {
  await h?.stop();
});

describe('gem likes', () => {
  it('needs sign-in, refuses one’s own gem, counts a double like once and never goes negative', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const gemId = await h.gem(owner.user.id);
    const visitor = h.stack.client();

    const anonymous = await visitor.post(`/api/gems/${gemId}/like`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.message).toBe('Authentication required');
    expect((await visitor.get(`/api/gems/${gemId}/liked`)).body).toEqual({ isLiked: false });

    const own = await owner.client.post(`/api/gems/${gemId}/like`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot like your own gem');

    expect((await fan.client.post(`/api/gems/${gemId}/like`)).body).toEqual({ isLiked: true, count: 1 });
    expect((await fan.client.post(`/api/gems/${gemId}/like`)).body).toEqual({ isLiked: true, count: 1 });
    expect((await fan.client.get(`/api/gems/${gemId}/liked`)).body).toEqual({ isLiked: true });
    expect((await visitor.get(`/api/gems/${gemId}/like-count`)).body).toEqual({ count: 1 });

    expect((await fan.client.delete(`/api/gems/${gemId}/like`)).body).toEqual({ isLiked: false, count: 0 });
    expect((await fan.client.delete(`/api/gems/${gemId}/like`)).body).toEqual({ isLiked: false, count: 0 });
    expect((await owner.client.delete(`/api/gems/${gemId}/like`)).body).toEqual({ isLiked: false, count: 0 });
    expect((await visitor.get(`/api/gems/${gemId}/like-count`)).body).toEqual({ count: 0 });

    // One gem.liked and one gem.unliked in the outbox: the repeats were no-ops.
    const events = await h.query<{ subject: string; data: Record<string, unknown> }>(
      `SELECT subject, envelope->'data' AS data FROM $schema.outbox_events
        WHERE subject LIKE 'gem.%' AND (envelope->'data'->>'gemId')::int = $1 ORDER BY created_at`,
      [gemId],
    );
    expect(events.map((e) => e.subject)).toEqual(['gem.liked', 'gem.unliked']);
    expect(events[0]?.data).toMatchObject({ gemId, userId: fan.user.id, ownerId: owner.user.id });
  });

  it('keeps one like when the same person likes twice at once', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const gemId = await h.gem(owner.user.id);
    const answers = await Promise.all([1, 2, 3].map(() => fan.client.post(`/api/gems/${gemId}/like`)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect((await fan.client.get(`/api/gems/${gemId}/like-count`)).body).toEqual({ count: 1 });
  });

  it('lets people like only what they may see: followers-only for accepted followers, private for nobody', async () => {
    const owner = await h.signedIn();
    const follower = await h.signedIn();
    const stranger = await h.signedIn();
    expect((await follower.client.post('/api/follows', { followedId: owner.user.id })).body.status).toBe(
      'accepted',
    );
    const forFollowers = await h.gem(owner.user.id, 'followers');
    const secret = await h.gem(owner.user.id, 'private');

    expect((await follower.client.post(`/api/gems/${forFollowers}/like`)).body).toEqual({
      isLiked: true,
      count: 1,
    });
    const hidden = await stranger.client.post(`/api/gems/${forFollowers}/like`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Gem not found');
    expect((await stranger.client.get(`/api/gems/${forFollowers}/like-count`)).status).toBe(404);
    expect((await h.stack.client().get(`/api/gems/${forFollowers}/like-count`)).status).toBe(404);

    expect((await follower.client.post(`/api/gems/${secret}/like`)).status).toBe(404);
    expect((await owner.client.get(`/api/gems/${secret}/like-count`)).body).toEqual({ count: 0 });

    expect((await stranger.client.post('/api/gems/abc/like')).status).toBe(400);
    expect((await stranger.client.get('/api/gems/-1/like-count')).status).toBe(400);

    // The gem becomes public: the stranger may like it now (the replica follows gem.updated).
    await h.publish('gem.updated', {
      gemId: secret,
      userId: owner.user.id,
      visibility: 'public',
      title: 'Now public',
      url: '',
      canonicalUrl: null,
      categories: [],
      tags: [],
      imageUrl: '',
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
    });
    await eventuallyStatus(() => stranger.client.post(`/api/gems/${secret}/like`), 200);
  });

  it('lists the gems a user liked that the viewer may see, newest first, paged', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    await fan.client.post('/api/follows', { followedId: owner.user.id });
    const open = await h.gem(owner.user.id);
    const forFollowers = await h.gem(owner.user.id, 'followers');
    const another = await h.gem(owner.user.id);
    for (const id of [open, forFollowers, another]) await fan.client.post(`/api/gems/${id}/like`);

    expect((await fan.client.get(`/api/users/${fan.user.id}/liked-gems`)).body).toEqual([
      another,
      forFollowers,
      open,
    ]);
    expect((await h.stack.client().get(`/api/users/${fan.user.id}/liked-gems`)).body).toEqual([
      another,
      open,
    ]);
    const first = await fan.client.get(`/api/users/${fan.user.id}/liked-gems?limit=2`);
    expect(first.body).toEqual([another, forFollowers]);
    const rest = await fan.client.get(
      `/api/users/${fan.user.id}/liked-gems?limit=2&cursor=${first.headers.get('x-next-cursor')}`,
    );
    expect(rest.body).toEqual([open]);
    expect(rest.headers.get('x-next-cursor')).toBeNull();
    expect((await fan.client.get(`/api/users/${fan.user.id}/liked-gems?cursor=nonsense`)).status).toBe(400);
  });

  it('drops a deleted gem’s likes with it', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const gemId = await h.gem(owner.user.id);
    await fan.client.post(`/api/gems/${gemId}/like`);
    await h.publish('gem.deleted', { gemId, userId: owner.user.id });
    await eventuallyStatus(() => fan.client.get(`/api/gems/${gemId}/like-count`), 404);
    expect((await fan.client.get(`/api/users/${fan.user.id}/liked-gems`)).body).toEqual([]);
  });
});

describe('collection likes', () => {
  it('follows the same rules as gem likes', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const id = await h.collection(owner.user.id);
    const secret = await h.collection(owner.user.id, 'private');

    expect((await h.stack.client().post(`/api/collections/${id}/like`)).status).toBe(401);
    const own = await owner.client.post(`/api/collections/${id}/like`);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe('You cannot like your own collection');
    expect((await fan.client.post(`/api/collections/${id}/like`)).body).toEqual({ isLiked: true, count: 1 });
    expect((await fan.client.post(`/api/collections/${id}/like`)).body).toEqual({ isLiked: true, count: 1 });
    expect((await fan.client.get(`/api/collections/${id}/liked`)).body).toEqual({ isLiked: true });
    expect((await fan.client.delete(`/api/collections/${id}/like`)).body).toEqual({
      isLiked: false,
      count: 0,
    });
    expect((await fan.client.delete(`/api/collections/${id}/like`)).body).toEqual({
      isLiked: false,
      count: 0,
    });
    const hidden = await fan.client.post(`/api/collections/${secret}/like`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Collection not found');
  });
});

async function eventuallyStatus(call: () => Promise<{ status: number }>, status: number): Promise<void> {
  const deadline = Date.now() + 5000;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await call()).status;
    if (last === status) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`expected ${status}, last answer ${last}`);
}
