// Curation and social together, through the gateway: social learns the gem from curation's
// gem.created, and curation's gem card counts follow social's gem.liked and comment.created.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually } from '@gems/testkit';
import { startSocialHarness, type SocialHarness } from './social-stack.js';

let h: SocialHarness;
beforeAll(async () => {
  h = await startSocialHarness({ curation: true });
});
afterAll(async () => {
  await h?.stop();
});

describe('likes and comments across curation and social', () => {
  it('moves the counts on the owner’s gem card and gives the owner two notifications', async () => {
    const a = await h.signedIn();
    const b = await h.signedIn();
    const created = await a.client.post('/api/gems', {
      url: `https://example.com/cross-${Date.now()}`,
      title: 'Shared across services',
      visibility: 'public',
    });
    expect(created.status).toBe(201);
    const gemId = created.body.id as number;

    // Read your writes: the like works at once, whether or not gem.created has arrived yet.
    expect((await b.client.post(`/api/gems/${gemId}/like`)).status).toBe(200);
    expect((await b.client.post('/api/comments', { gemId, content: 'Great one' })).status).toBe(201);

    const card = async () =>
      ((await a.client.get('/api/gems?feed=mine&limit=10')).body as { id: number }[]).find(
        (g) => g.id === gemId,
      );
    await eventually(async () => {
      const gem = (await card()) as { likeCount?: number; commentCount?: number } | undefined;
      return gem?.likeCount === 1 && gem?.commentCount === 1;
    }, 10_000).catch(async (error: unknown) => {
      throw new Error(`${String(error)}; the card reads ${JSON.stringify(await card())}`);
    });

    await eventually(async () => (await a.client.get('/api/notifications/count')).body.count === 2, 10_000);
    const notes = (await a.client.get('/api/notifications')).body as { type: string; relatedGemId: number }[];
    expect(notes.map((n) => [n.type, n.relatedGemId])).toEqual([
      ['gem_commented', gemId],
      ['gem_liked', gemId],
    ]);
  });

  it('likes and comments on an item saved a moment ago; only a real absence is a 404', async () => {
    const a = await h.signedIn();
    const b = await h.signedIn();
    // No wait between saving and acting: social's replica has likely not heard of these yet.
    for (let i = 0; i < 5; i++) {
      const gem = await a.client.post('/api/gems', {
        url: `https://example.com/fresh-${Date.now()}-${i}`,
        title: `Fresh ${i}`,
        visibility: 'public',
      });
      expect([i, (await b.client.post(`/api/gems/${gem.body.id}/like`)).status]).toEqual([i, 200]);
      const comment = await b.client.post('/api/comments', { gemId: gem.body.id, content: 'First!' });
      expect([i, comment.status]).toEqual([i, 201]);
    }
    const shelf = await a.client.post('/api/collections', { title: `Fresh shelf ${Date.now()}` });
    expect((await b.client.post(`/api/collections/${shelf.body.id}/like`)).status).toBe(200);

    // A private gem stays hidden even when asked for before its event arrives.
    const secret = await a.client.post('/api/gems', {
      url: `https://example.com/secret-${Date.now()}`,
      title: 'Secret',
      visibility: 'private',
    });
    expect((await b.client.post(`/api/gems/${secret.body.id}/like`)).status).toBe(404);
    expect((await b.client.post('/api/gems/999999999/like')).status).toBe(404);
    expect((await b.client.post('/api/comments', { gemId: 999999999, content: 'a' })).status).toBe(404);
  });

  it('decides privacy on the owner’s current answer, not on a replica that may be late', async () => {
    for (let round = 0; round < 3; round++) {
      const owner = await h.signedIn();
      const fan = await h.signedIn();
      // Switched to private, and at once: a follow is a request, a new gem without a choice is private.
      expect((await owner.client.patch('/api/auth/profile', { isPublic: false })).status).toBe(200);
      const follow = await fan.client.post('/api/follows', { followedId: owner.user.id });
      expect([round, follow.body.status]).toEqual([round, 'pending']);
      const gem = await owner.client.post('/api/gems', {
        url: `https://example.com/after-switch-${Date.now()}`,
      });
      expect([round, gem.body.visibility]).toEqual([round, 'private']);
    }
  });

  it('shows a private profile’s followers and following to its owner and approved followers only', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const stranger = await h.signedIn();
    expect((await owner.client.patch('/api/auth/profile', { isPublic: false })).status).toBe(200);
    await fan.client.post('/api/follow-requests', { toUserId: owner.user.id });
    expect((await fan.client.get(`/api/users/${owner.user.id}/followers`)).status).toBe(403);
    expect((await owner.client.post(`/api/follow-requests/${fan.user.id}/accept`)).status).toBe(200);

    for (const side of ['followers', 'following']) {
      expect((await owner.client.get(`/api/users/${owner.user.id}/${side}`)).status).toBe(200);
      expect((await fan.client.get(`/api/users/${owner.user.id}/${side}`)).status).toBe(200);
      const refused = await stranger.client.get(`/api/users/${owner.user.id}/${side}`);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('This account is private');
      expect((await h.stack.client().get(`/api/users/${owner.user.id}/${side}`)).status).toBe(403);
    }
    const followers = (await fan.client.get(`/api/users/${owner.user.id}/followers`)).body as {
      id: number;
    }[];
    expect(followers.map((f) => f.id)).toEqual([fan.user.id]);
  });
});
