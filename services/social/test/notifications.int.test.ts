import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eventually, expectDocumentedAnswer, type TestClient } from '@gems/testkit';
import { startSocialHarness, type SignedIn, type SocialHarness } from './social-stack.js';

let h: SocialHarness;
let admin: SignedIn;
beforeAll(async () => {
  h = await startSocialHarness();
  admin = await h.signedIn(); // the first user of a stack is the admin
});
afterAll(async () => {
  await h?.stop();
});

const countOf = async (client: TestClient) =>
  (await client.get('/api/notifications/count')).body.count as number;
const types = async (client: TestClient) =>
  ((await client.get('/api/notifications')).body as { type: string }[]).map((n) => n.type);

describe('notifications', () => {
  it('tells the owner about likes and comments, with the actor’s name and avatar, never their own', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const gemId = await h.gem(owner.user.id, 'public', 'Bakery map');

    await fan.client.post(`/api/gems/${gemId}/like`);
    await fan.client.post('/api/comments', { gemId, content: 'So good' });
    await owner.client.post('/api/comments', { gemId, content: 'Thank you' });
    await eventually(async () => (await countOf(owner.client)) === 2);

    const listed = await owner.client.get('/api/notifications');
    expectDocumentedAnswer(listed);
    expect(listed.body).toHaveLength(2);
    expect(listed.body[0]).toMatchObject({
      type: 'gem_commented',
      title: 'New comment',
      message: `${fan.user.username} commented on your gem “Bakery map”: So good`,
      isRead: false,
      relatedGemId: gemId,
      relatedUserId: fan.user.id,
      actor: { id: fan.user.id, username: fan.user.username, profileImageUrl: null },
    });
    expect(listed.body[1]).toMatchObject({
      type: 'gem_liked',
      message: `${fan.user.username} liked your gem “Bakery map”`,
    });
    expect(await countOf(fan.client)).toBe(0);

    // Unlike and like again: still one like notification.
    await fan.client.delete(`/api/gems/${gemId}/like`);
    await fan.client.post(`/api/gems/${gemId}/like`);
    await fan.client.post('/api/comments', { gemId, content: 'marker' });
    await eventually(async () => (await countOf(owner.client)) === 3);
    expect(await types(owner.client)).toEqual(['gem_commented', 'gem_commented', 'gem_liked']);
  });

  it("follows a comment's edits, and goes when the comment is deleted", async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const gemId = await h.gem(owner.user.id, 'public', 'Tea shops');
    const { body: comment } = await fan.client.post('/api/comments', { gemId, content: 'Typo in teh title' });
    await eventually(async () => (await countOf(owner.client)) === 1);
    const messages = async () =>
      ((await owner.client.get('/api/notifications')).body as { message: string }[]).map((n) => n.message);
    expect(await messages()).toEqual([
      `${fan.user.username} commented on your gem “Tea shops”: Typo in teh title`,
    ]);

    expect((await fan.client.put(`/api/comments/${comment.id}`, { content: 'Lovely list' })).status).toBe(
      200,
    );
    expect(await messages()).toEqual([`${fan.user.username} commented on your gem “Tea shops”: Lovely list`]);
    expect(await countOf(owner.client)).toBe(1);

    expect((await fan.client.delete(`/api/comments/${comment.id}`)).status).toBe(200);
    expect(await messages()).toEqual([]);
    expect(await countOf(owner.client)).toBe(0);
  });

  it('marks one or all read, deletes, and keeps each user to their own', async () => {
    const owner = await h.signedIn();
    const fans = [await h.signedIn(), await h.signedIn(), await h.signedIn()];
    const gemId = await h.gem(owner.user.id);
    for (const fan of fans) await fan.client.post(`/api/gems/${gemId}/like`);
    await eventually(async () => (await countOf(owner.client)) === 3);
    const [newest, middle, oldest] = (await owner.client.get('/api/notifications')).body as { id: number }[];

    const read = await owner.client.patch(`/api/notifications/${middle!.id}/read`);
    expectDocumentedAnswer(read);
    expect(read.body).toMatchObject({ id: middle!.id, isRead: true });
    expect(await countOf(owner.client)).toBe(2);
    const foreign = await fans[0]!.client.patch(`/api/notifications/${newest!.id}/read`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Notification not found');
    expect((await fans[0]!.client.delete(`/api/notifications/${newest!.id}`)).status).toBe(404);

    expect((await owner.client.patch('/api/notifications/mark-all-read')).body).toEqual({ count: 0 });
    expect(await countOf(owner.client)).toBe(0);
    expect((await owner.client.delete(`/api/notifications/${oldest!.id}`)).body).toEqual({
      message: 'Notification deleted',
    });
    expect(
      ((await owner.client.get('/api/notifications')).body as { id: number }[]).map((n) => n.id),
    ).toEqual([newest!.id, middle!.id]);
    const page = await owner.client.get('/api/notifications?limit=1');
    expect(page.body).toHaveLength(1);
    expect(page.headers.get('x-next-cursor')).toBeTruthy();

    const visitor = h.stack.client();
    expect((await visitor.get('/api/notifications')).status).toBe(401);
    expect((await visitor.get('/api/notifications/count')).status).toBe(401);
    expect((await owner.client.patch('/api/notifications/abc/read')).status).toBe(400);
  });

  it('tells a collection’s owner about its likes', async () => {
    const owner = await h.signedIn();
    const fan = await h.signedIn();
    const id = await h.collection(owner.user.id);
    await fan.client.post(`/api/collections/${id}/like`);
    await eventually(async () => (await countOf(owner.client)) === 1);
    expect((await owner.client.get('/api/notifications')).body[0]).toMatchObject({
      type: 'collection_liked',
      message: `${fan.user.username} liked your collection “A collection”`,
      relatedShelfId: id,
      relatedGemId: null,
      actor: { id: fan.user.id },
    });
  });

  it('tells about follows, requests and an accepted request', async () => {
    const star = await h.signedIn();
    const shy = await h.signedIn();
    await h.makePrivate(shy);
    const fan = await h.signedIn();

    await fan.client.post('/api/follows', { followedId: star.user.id });
    await fan.client.post('/api/follow-requests', { toUserId: shy.user.id });
    await eventually(async () => (await countOf(star.client)) === 1 && (await countOf(shy.client)) === 1);
    expect((await star.client.get('/api/notifications')).body[0]).toMatchObject({
      type: 'user_followed',
      message: `${fan.user.username} started following you`,
      actor: { id: fan.user.id },
    });
    expect((await shy.client.get('/api/notifications')).body[0]).toMatchObject({
      type: 'follow_requested',
      message: `${fan.user.username} wants to follow you`,
    });

    await shy.client.post(`/api/follow-requests/${fan.user.id}/accept`);
    await eventually(async () => (await countOf(fan.client)) === 1);
    expect((await fan.client.get('/api/notifications')).body[0]).toMatchObject({
      type: 'follow_accepted',
      title: 'Request accepted',
      message: `${shy.user.username} accepted your follow request`,
      actor: { id: shy.user.id, username: shy.user.username },
    });
  });
});

describe('user.deleted', () => {
  it('removes the user’s follows, likes, comments and the notifications they caused', async () => {
    const owner = await h.signedIn();
    const leaving = await h.signedIn();
    const gemId = await h.gem(owner.user.id);
    const theirGem = await h.gem(leaving.user.id);
    await leaving.client.post(`/api/gems/${gemId}/like`);
    await leaving.client.post('/api/comments', { gemId, content: 'bye' });
    await leaving.client.post('/api/follows', { followedId: owner.user.id });
    await owner.client.post(`/api/gems/${theirGem}/like`);
    await eventually(async () => (await countOf(owner.client)) === 3);

    expect(
      (await admin.client.delete(`/api/admin/users/${leaving.user.id}`, { reason: 'test' })).status,
    ).toBe(200);
    await eventually(async () => (await countOf(owner.client)) === 0, 10_000);
    const visitor = h.stack.client();
    expect((await visitor.get(`/api/gems/${gemId}/like-count`)).body).toEqual({ count: 0 });
    expect((await visitor.get(`/api/gems/${gemId}/comments`)).body).toEqual([]);
    expect((await visitor.get(`/api/users/${owner.user.id}/follow-counts`)).body).toEqual({
      followers: 0,
      following: 0,
    });
    expect((await visitor.get(`/api/gems/${theirGem}/like-count`)).status).toBe(404);
    expect((await owner.client.get(`/api/users/${owner.user.id}/liked-gems`)).body).toEqual([]);
    // Counts elsewhere follow: the like, comment and follow on the owner's things ended with events.
    const ended = await h.query<{ subject: string }>(
      `SELECT subject FROM $schema.outbox_events
        WHERE subject IN ('gem.unliked', 'comment.deleted', 'user.unfollowed')
          AND (envelope->'data'->>'userId' = $1 OR envelope->'data'->>'followerId' = $1) ORDER BY subject`,
      [String(leaving.user.id)],
    );
    expect(ended.map((e) => e.subject)).toEqual(['comment.deleted', 'gem.unliked', 'user.unfollowed']);
  });
});
