import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import sharp from 'sharp';
import { createEnvelope } from '@gems/platform/events';
import { eventually, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import type { Envelope } from '@gems/contracts';
import { SOCIAL_EVENTS_DURABLE } from '../src/social/social-events.consumer.js';
import { FEED_TIMELINE_ABOVE } from '../src/gems/feed-timelines.repository.js';
import { bigBookmarksFile, bookmarksForm, waitForJob } from './fixtures/imports-helpers.js';
import { curationSchema, SocialOnTheBus } from './support/social-bus.js';

let stack: TestStack;
let social: SocialOnTheBus;
let admin: TestClient;
let db: pg.Pool;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
  admin = (await signedIn()).client; // the first user of a stack is the admin
  social = await SocialOnTheBus.start(stack);
  db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 2 });
}, 120_000); // a loaded machine can take long to start an embedded stack
afterAll(async () => {
  await db?.end();
  await social?.stop();
  await stack?.stop();
  await stopTestDatabase();
});

interface User {
  client: TestClient;
  id: number;
}
async function signedIn(): Promise<User & { user: { id: number } }> {
  const client = stack.client();
  const { body } = await client.post('/api/auth/register', newAccount());
  // The card replica (usernames on cards) arrives through user.registered.
  await eventually(async () => (await client.post('/api/gems', { url: probeUrl() })).status === 201);
  return { client, id: body.id, user: body };
}
let n = 0;
const probeUrl = () => `https://probe.example/${n++}-${Math.random().toString(36).slice(2)}`;
const save = async (client: TestClient, body: Record<string, unknown> = {}) => {
  const res = await client.post('/api/gems', { url: probeUrl(), title: 'A gem', ...body });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const at = () => new Date().toISOString();
const ids = (body: { id: number }[]) => body.map((g) => g.id);

const follow = (followerId: number, followedId: number) =>
  social.publish('user.followed', { followerId, followedId, viaRequest: false, at: at() });

describe('followers-only gems and collections', () => {
  it('are seen by the owner and followers only, everywhere, and hidden again after an unfollow', async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const stranger = await signedIn();
    const gem = await save(owner.client, { visibility: 'followers', title: 'For my followers' });
    const shelf = (await owner.client.post('/api/collections', { title: 'Close', visibility: 'followers' }))
      .body.id;
    const publicShelf = (await owner.client.post('/api/collections', { title: 'Open' })).body.id;
    await owner.client.post(`/api/collections/${shelf}/gems/${gem}`);
    await owner.client.post(`/api/collections/${publicShelf}/gems/${gem}`);

    const sees = async (viewer: TestClient) => ({
      detail: (await viewer.get(`/api/gems/${gem}`)).status,
      userPage: ids((await viewer.get(`/api/users/${owner.id}/gems?limit=100`)).body).includes(gem),
      explore: ids((await viewer.get('/api/gems?limit=100')).body).includes(gem),
      collection: (await viewer.get(`/api/collections/${shelf}`)).status,
      collectionGems: (await viewer.get(`/api/collections/${publicShelf}/gems`)).body.length,
      userCollections: ids((await viewer.get(`/api/users/${owner.id}/collections`)).body).includes(shelf),
      gemCollections: (await viewer.get(`/api/gems/${gem}/collections`)).status,
    });
    const hidden = {
      detail: 404,
      userPage: false,
      explore: false,
      collection: 404,
      collectionGems: 0,
      userCollections: false,
      gemCollections: 404,
    };
    const shown = {
      detail: 200,
      userPage: true,
      explore: true,
      collection: 200,
      collectionGems: 1,
      userCollections: true,
      gemCollections: 200,
    };
    expect(await sees(owner.client)).toEqual(shown);
    expect(await sees(fan.client)).toEqual(hidden);

    await follow(fan.id, owner.id);
    await eventually(async () => (await fan.client.get(`/api/gems/${gem}`)).status === 200);
    expect(await sees(fan.client)).toEqual(shown);
    expect(ids((await fan.client.get('/api/gems?feed=all&limit=100')).body)).toContain(gem);
    expect((await fan.client.get(`/api/collections/${publicShelf}`)).body.gemCount).toBe(1);
    expect(await sees(stranger.client)).toEqual(hidden);
    expect(await sees(stack.client())).toEqual(hidden);
    expect((await stranger.client.get(`/api/collections/${publicShelf}`)).body.gemCount).toBe(0);
    // Seeing is not owning.
    expect((await fan.client.put(`/api/gems/${gem}`, { title: 'mine' })).status).toBe(403);

    await social.publish('user.unfollowed', { followerId: fan.id, followedId: owner.id, at: at() });
    await eventually(async () => (await fan.client.get(`/api/gems/${gem}`)).status === 404);
    expect(await sees(fan.client)).toEqual(hidden);
  });
});

describe('like and comment counters', () => {
  it('count likes once per liker, show the viewer’s like, and never go below zero', async () => {
    const owner = await signedIn();
    const liker = await signedIn();
    const other = await signedIn();
    const gem = await save(owner.client);
    const liked = { gemId: gem, userId: liker.id, ownerId: owner.id };

    await social.publish('gem.liked', { ...liked, at: at() });
    // A second like of the same person (a new event, e.g. a double click that got through).
    await social.publish('gem.liked', { ...liked, at: at() });
    await social.publish('gem.liked', { gemId: gem, userId: other.id, ownerId: owner.id, at: at() });
    await eventually(async () => (await liker.client.get(`/api/gems/${gem}`)).body.likeCount === 2);
    const card = (await liker.client.get(`/api/users/${owner.id}/gems`)).body.find(
      (g: { id: number }) => g.id === gem,
    );
    expect(card).toMatchObject({ likeCount: 2, likedByViewer: true, commentCount: 0 });
    expect((await owner.client.get(`/api/gems/${gem}`)).body.likedByViewer).toBe(false);
    expect((await stack.client().get(`/api/gems/${gem}`)).body.likedByViewer).toBe(false);

    await social.publish('gem.unliked', { ...liked, at: at() });
    await social.publish('gem.unliked', { ...liked, at: at() });
    await eventually(async () => (await liker.client.get(`/api/gems/${gem}`)).body.likeCount === 1);
    expect((await liker.client.get(`/api/gems/${gem}`)).body.likedByViewer).toBe(false);

    const comment = { gemId: gem, userId: other.id, gemOwnerId: owner.id, excerpt: 'nice', createdAt: at() };
    await social.publish('comment.created', { ...comment, commentId: 1 });
    await social.publish('comment.created', { ...comment, commentId: 2 });
    await social.publish('comment.deleted', { commentId: 1, gemId: gem, userId: other.id });
    await social.publish('comment.deleted', { commentId: 9, gemId: gem, userId: other.id });
    await social.publish('comment.deleted', { commentId: 8, gemId: gem, userId: other.id });
    await eventually(async () => (await other.client.get(`/api/gems/${gem}`)).body.commentCount === 0);
    const stats = await db.query(
      `SELECT like_count, comment_count FROM "${curationSchema(stack)}".gem_stats WHERE gem_id = $1`,
      [gem],
    );
    expect(stats.rows).toEqual([{ like_count: 1, comment_count: 0 }]);
  });

  it('counts collection likes on the collection card', async () => {
    const owner = await signedIn();
    const fan = await signedIn();
    const shelf = (await owner.client.post('/api/collections', { title: 'Liked' })).body.id;
    const event = { collectionId: shelf, userId: fan.id, ownerId: owner.id };
    await social.publish('collection.liked', { ...event, at: at() });
    await eventually(async () => (await fan.client.get(`/api/collections/${shelf}`)).body.likeCount === 1);
    expect((await fan.client.get(`/api/collections/${shelf}`)).body).toMatchObject({
      likedByViewer: true,
      creator: { id: owner.id },
    });
    expect((await owner.client.get('/api/collections')).body[0]).toMatchObject({
      id: shelf,
      likedByViewer: false,
    });
    const top = (await stack.client().get('/api/collections/public?sort=top&limit=100')).body;
    expect(top[0]).toMatchObject({ id: shelf, likeCount: 1 });
    await social.publish('collection.unliked', { ...event, at: at() });
    await eventually(async () => (await fan.client.get(`/api/collections/${shelf}`)).body.likeCount === 0);
    expect((await stack.client().get('/api/collections/public?sort=best')).status).toBe(400);
  });

  it('applies a redelivered event once', async () => {
    const owner = await signedIn();
    const gem = await save(owner.client);
    // The real consumer and database, given the same delivery twice (what a redelivery is).
    const deliver = (...envelopes: Envelope[]) =>
      stack.curation!.deliver(SOCIAL_EVENTS_DURABLE, ...envelopes);
    const schema = curationSchema(stack);
    const comment = createEnvelope(
      'comment.created',
      { commentId: 5, gemId: gem, userId: owner.id, gemOwnerId: owner.id, excerpt: 'x', createdAt: at() },
      { producer: 'social' },
    );
    const followed = createEnvelope(
      'user.followed',
      { followerId: 777_001, followedId: owner.id, viaRequest: true, at: at() },
      { producer: 'social' },
    );
    for (const envelope of [comment, comment, followed, followed]) await deliver(envelope);
    expect((await owner.client.get(`/api/gems/${gem}`)).body.commentCount).toBe(1);
    const follows = await db.query(
      `SELECT count(*)::int AS n FROM "${schema}".follows WHERE followed_id = $1`,
      [owner.id],
    );
    expect(follows.rows[0].n).toBe(1);

    // A batch (what a busy durable hands over) holding an old event again and a new one twice.
    const second = createEnvelope(
      'comment.created',
      { commentId: 6, gemId: gem, userId: owner.id, gemOwnerId: owner.id, excerpt: 'y', createdAt: at() },
      { producer: 'social' },
    );
    await deliver(comment, second, second);
    expect((await owner.client.get(`/api/gems/${gem}`)).body.commentCount).toBe(2);
  });

  it('applies a batch of likes and unlikes of the same gems as one by one would', async () => {
    const owner = await signedIn();
    const gem = await save(owner.client);
    const other = await save(owner.client);
    const deliver = (...envelopes: Envelope[]) =>
      stack.curation!.deliver(SOCIAL_EVENTS_DURABLE, ...envelopes);
    const like = (gemId: number, userId: number, liked = true) =>
      createEnvelope(
        liked ? 'gem.liked' : 'gem.unliked',
        { gemId, userId, ownerId: owner.id, at: at() },
        { producer: 'social' },
      );
    const count = async (gemId: number) =>
      (await owner.client.get(`/api/gems/${gemId}`)).body.likeCount as number;
    // 888_001: like, unlike, like → liked; 888_002: like, unlike → not; 888_003 likes twice.
    await deliver(
      like(gem, 888_001),
      like(gem, 888_002),
      like(gem, 888_001, false),
      like(other, 888_003),
      like(gem, 888_001),
      like(gem, 888_002, false),
      like(other, 888_003),
    );
    expect([await count(gem), await count(other)]).toEqual([1, 1]);
    // An unlike of a like applied earlier and a like again, in one batch, and an unlike of a
    // like that never was: the counts stay true and never go below zero.
    await deliver(like(other, 888_003, false), like(other, 888_004, false), like(gem, 888_001, false));
    expect([await count(gem), await count(other)]).toEqual([0, 0]);
    await deliver(like(gem, 888_001), like(gem, 888_001, false), like(gem, 888_001));
    expect(await count(gem)).toBe(1);
  });

  it('ignores likes of a gem that no longer exists', async () => {
    const owner = await signedIn();
    const gem = await save(owner.client);
    await owner.client.delete(`/api/gems/${gem}`);
    const late = await social.publish('gem.liked', {
      gemId: gem,
      userId: owner.id,
      ownerId: owner.id,
      at: at(),
    });
    const schema = curationSchema(stack);
    await eventually(async () => {
      const { rows } = await db.query(`SELECT 1 FROM "${schema}".processed_events WHERE event_id = $1`, [
        late.id,
      ]);
      return rows.length === 1;
    });
    expect((await db.query(`SELECT 1 FROM "${schema}".gem_likes WHERE gem_id = $1`, [gem])).rows).toEqual([]);
  });
});

describe('the home feed timeline of a viewer who follows many (issue 33)', () => {
  it('is built by the follow event, filled by saves and imports, and goes with the user', async () => {
    const owner = await signedIn();
    const viewer = await signedIn();
    const schema = curationSchema(stack);
    const timelineOf = async (id: number) =>
      (await db.query(`SELECT 1 FROM "${schema}".feed_timelines WHERE viewer_id = $1`, [id])).rowCount;
    const entries = async (id: number) =>
      (
        await db.query<{ gem_id: number }>(
          `SELECT gem_id FROM "${schema}".feed_timeline_entries WHERE viewer_id = $1`,
          [id],
        )
      ).rows.map((r) => r.gem_id);
    const feed = async () => ids((await viewer.client.get('/api/gems?feed=all&limit=20')).body);
    // Curators who never post, so the owner's is the viewer's follow past the threshold.
    await db.query(
      `INSERT INTO "${schema}".follows (follower_id, followed_id) SELECT $1, 900000 + k FROM generate_series(1, $2) k`,
      [viewer.id, FEED_TIMELINE_ABOVE],
    );
    const before = await save(owner.client, { visibility: 'followers' });
    await follow(viewer.id, owner.id);
    await eventually(async () => (await timelineOf(viewer.id)) === 1);
    expect(await entries(viewer.id)).toContain(before);
    expect(await feed()).toContain(before);

    const after = await save(owner.client);
    expect(await entries(viewer.id)).toContain(after);
    expect((await feed())[0]).toBe(after);
    const job = await owner.client.post('/api/imports', bookmarksForm(bigBookmarksFile(3, 'timeline')));
    expect((await waitForJob(owner.client, job.body.id)).imported).toBe(3);
    const mine = ids((await owner.client.get('/api/gems?feed=mine&limit=100')).body);
    expect(await entries(viewer.id)).toEqual(expect.arrayContaining(mine));

    expect((await admin.delete(`/api/admin/users/${viewer.id}`, { reason: 'test' })).status).toBe(200);
    await eventually(async () => (await timelineOf(viewer.id)) === 0, 10_000);
    expect(await entries(viewer.id)).toEqual([]);
  });
});

describe('user.deleted', () => {
  it('removes the user’s likes and follows, fixes the counters and deletes their image files', async () => {
    const owner = await signedIn();
    const leaving = await signedIn();
    const gem = await save(owner.client);
    const shelf = (await owner.client.post('/api/collections', { title: 'Kept' })).body.id;
    await social.publish('gem.liked', { gemId: gem, userId: leaving.id, ownerId: owner.id, at: at() });
    await social.publish('collection.liked', {
      collectionId: shelf,
      userId: leaving.id,
      ownerId: owner.id,
      at: at(),
    });
    await follow(leaving.id, owner.id);
    await follow(owner.id, leaving.id);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#c33' } })
      .png()
      .toBuffer();
    const own = (
      await leaving.client.post('/api/gems', {
        url: probeUrl(),
        uploadedImage: `data:image/png;base64,${png.toString('base64')}`,
      })
    ).body;
    const file = join(stack.env.UPLOADS_DIR!, own.imageUrl.replace(/^\/uploads\//, ''));
    expect(existsSync(file)).toBe(true);
    await eventually(async () => (await owner.client.get(`/api/gems/${gem}`)).body.likeCount === 1);
    await eventually(async () => (await owner.client.get(`/api/collections/${shelf}`)).body.likeCount === 1);

    expect((await admin.delete(`/api/admin/users/${leaving.id}`, { reason: 'test' })).status).toBe(200);
    await eventually(async () => (await owner.client.get(`/api/gems/${gem}`)).body.likeCount === 0, 10_000);
    expect((await owner.client.get(`/api/collections/${shelf}`)).body.likeCount).toBe(0);
    const schema = curationSchema(stack);
    const follows = await db.query(
      `SELECT 1 FROM "${schema}".follows WHERE follower_id = $1 OR followed_id = $1`,
      [leaving.id],
    );
    expect(follows.rows).toEqual([]);
    await eventually(() => !existsSync(file));
    expect((await owner.client.get(`/api/gems/${own.id}`)).status).toBe(404);
  });
});
