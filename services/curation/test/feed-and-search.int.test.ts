import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { eventually, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { SocialOnTheBus } from './support/social-bus.js';

let stack: TestStack;
let social: SocialOnTheBus;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
  social = await SocialOnTheBus.start(stack);
}, 120_000); // a loaded machine can take long to start an embedded stack
afterAll(async () => {
  await social?.stop();
  await stack?.stop();
  await stopTestDatabase();
});

interface User {
  client: TestClient;
  id: number;
  username: string;
}
async function signedIn(): Promise<User> {
  const client = stack.client();
  const { body } = await client.post('/api/auth/register', newAccount());
  return { client, id: body.id, username: body.username };
}
let n = 0;
const link = () => `https://feed.example/${n++}-${Math.random().toString(36).slice(2)}`;
const save = async (client: TestClient, body: Record<string, unknown> = {}) => {
  const res = await client.post('/api/gems', { url: link(), title: 'A gem', ...body });
  expect(res.status).toBe(201);
  return res.body.id as number;
};
const ids = (body: { id: number }[]) => body.map((g) => g.id);
/** Letters only, so full-text search sees one word. */
const word = (prefix: string) =>
  prefix + Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function followed(follower: User, followedUser: User) {
  await social.publish('user.followed', {
    followerId: follower.id,
    followedId: followedUser.id,
    viaRequest: false,
    at: new Date().toISOString(),
  });
}

/** Every page of a list, following X-Next-Cursor. */
async function allPages(client: TestClient, path: string): Promise<number[]> {
  const seen: number[] = [];
  let cursor: string | null = null;
  for (let i = 0; i < 50; i++) {
    const res: { status: number; body: { id: number }[]; headers: Headers } = await client.get(
      `${path}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.status).toBe(200);
    seen.push(...ids(res.body));
    cursor = res.headers.get('x-next-cursor');
    if (!cursor) return seen;
  }
  throw new Error('too many pages');
}

describe('home feed', () => {
  it('All Gems: own gems plus visible gems of followed people, with category filter and cursor', async () => {
    const me = await signedIn();
    const friend = await signedIn();
    const stranger = await signedIn();
    const mine = await save(me.client, { categories: ['Music'] });
    const minePrivate = await save(me.client, { visibility: 'private', categories: ['Art'] });
    const friendPublic = await save(friend.client, { categories: ['Music'] });
    const friendFollowers = await save(friend.client, { visibility: 'followers', categories: ['Art'] });
    const friendPrivate = await save(friend.client, { visibility: 'private' });
    const strangers = await save(stranger.client);

    expect(ids((await me.client.get('/api/gems?feed=all&limit=100')).body)).toEqual([minePrivate, mine]);
    await followed(me, friend);
    await eventually(async () => (await me.client.get('/api/gems?feed=all&limit=100')).body.length === 4);
    const feed = await me.client.get('/api/gems?feed=all&limit=100');
    expect(ids(feed.body)).toEqual([friendFollowers, friendPublic, minePrivate, mine]);
    expect(ids(feed.body)).not.toContain(friendPrivate);
    expect(ids(feed.body)).not.toContain(strangers);
    expect(feed.body[0]).toMatchObject({
      creator: { id: friend.id, username: friend.username, profileImageUrl: null },
      likeCount: 0,
      commentCount: 0,
      likedByViewer: false,
      extraImageUrls: [],
    });

    expect(ids((await me.client.get('/api/gems?feed=mine&limit=100')).body)).toEqual([minePrivate, mine]);
    expect(ids((await me.client.get('/api/gems?feed=all&category=Music')).body)).toEqual([
      friendPublic,
      mine,
    ]);
    expect(await allPages(me.client, '/api/gems?feed=all&limit=1')).toEqual(ids(feed.body));
    expect((await stack.client().get('/api/gems?feed=all')).status).toBe(401);
    expect((await me.client.get('/api/gems?feed=everyone')).status).toBe(400);
  });
});

describe('explore search', () => {
  it('finds partial words and every searched field, exact title first, never what the viewer may not see', async () => {
    const author = await signedIn();
    const other = await signedIn();
    const w = word('lantern');
    const exact = await save(author.client, { title: `${w} atlas` });
    const inTitle = await save(author.client, { title: `The ${w} atlas of rivers` });
    const inDescription = await save(author.client, {
      title: 'Rivers',
      description: `A ${w} atlas, annotated`,
    });
    const hidden = await save(author.client, { title: `${w} atlas secret`, visibility: 'private' });

    const ranked = ids((await other.client.get(`/api/gems?search=${encodeURIComponent(`${w} atlas`)}`)).body);
    expect(ranked).toEqual([exact, inTitle, inDescription]);
    expect(ranked).not.toContain(hidden);
    expect(ids((await author.client.get(`/api/gems?search=${w}%20atlas`)).body)).toContain(hidden);

    // Pages of one by keyset cursor go through every tier (exact, full-text, partial) in order.
    const longer = await save(author.client, { title: `${w}xyz atlas longer word` });
    const q = `/api/gems?search=${encodeURIComponent(`${w} atlas`)}`;
    const whole = ids((await other.client.get(`${q}&limit=100`)).body);
    expect(whole).toEqual([exact, inTitle, inDescription, longer]);
    expect(await allPages(other.client, `${q}&limit=1`)).toEqual(whole);

    // A partial word (pg_trgm), in any field.
    const partial = w.slice(0, -3);
    expect(ids((await other.client.get(`/api/gems?search=${partial}`)).body).sort()).toEqual(
      [exact, inTitle, inDescription, longer].sort(),
    );
    const note = word('saffron');
    const tag = word('quartz');
    const withNote = await save(author.client, { userNote: `remember the ${note}`, tags: [tag] });
    const domainGem = (
      await author.client.post('/api/gems', { url: `https://${note}.example.org/page`, title: 'Domain' })
    ).body.id;
    expect(ids((await other.client.get(`/api/gems?search=${note}`)).body).sort()).toEqual(
      [withNote, domainGem].sort(),
    );
    expect(ids((await other.client.get(`/api/gems?search=${tag.slice(0, 9)}`)).body)).toEqual([withNote]);
    const category = word('Cat');
    const categorised = await save(author.client, { categories: [category] });
    expect(ids((await other.client.get(`/api/gems?search=${category.toLowerCase()}`)).body)).toEqual([
      categorised,
    ]);

    // The page's URL itself comes first.
    const url = `https://exact.example/${w}?utm_source=x`;
    const byUrl = (await author.client.post('/api/gems', { url, title: `Other ${w}` })).body.id;
    expect(ids((await other.client.get(`/api/gems?search=${encodeURIComponent(url)}`)).body)[0]).toBe(byUrl);

    // Characters that mean something to LIKE or to tsquery are plain text.
    for (const hostile of ['%', '_', "'", '\\', '!&|():*', 'a'.repeat(200)]) {
      const res = await other.client.get(`/api/gems?search=${encodeURIComponent(hostile)}`);
      expect(res.status).toBe(200);
    }
    expect((await other.client.get(`/api/gems?search=${'a'.repeat(201)}`)).status).toBe(400);
  });

  it('sorts alphabetically, by domain or category, paging with keyset cursors', async () => {
    const author = await signedIn();
    const w = word('sort');
    const made: Record<string, number> = {};
    for (const [title, domain, category] of [
      ['banana', 'b.example', 'Travel'],
      ['Apple', 'c.example', 'Art'],
      ['cherry', 'a.example', 'Music'],
      ['apple', 'a.example', 'Art'],
    ] as const) {
      made[title] = (
        await author.client.post('/api/gems', {
          url: `https://${domain}/${title}-${w}`,
          title: `${title} ${w}`,
          domain,
          categories: [category],
        })
      ).body.id;
    }
    const q = `/api/gems?search=${w}&limit=1`;
    expect(await allPages(author.client, `${q}&sort=alphabetical`)).toEqual([
      made.apple,
      made.Apple,
      made.banana,
      made.cherry,
    ]);
    expect(await allPages(author.client, `${q}&sort=domain`)).toEqual([
      made.apple,
      made.cherry,
      made.banana,
      made.Apple,
    ]);
    expect(await allPages(author.client, `${q}&sort=category`)).toEqual([
      made.apple,
      made.Apple,
      made.cherry,
      made.banana,
    ]);
    expect(await allPages(author.client, `${q}&sort=recent`)).toEqual([
      made.apple,
      made.cherry,
      made.Apple,
      made.banana,
    ]);
    expect((await allPages(author.client, `${q}`)).sort()).toEqual(Object.values(made).sort());

    const first = await author.client.get(`${q}&sort=domain`);
    const cursor = first.headers.get('x-next-cursor');
    expect((await author.client.get(`${q}&sort=alphabetical&cursor=${cursor}`)).status).toBe(400);
    expect((await author.client.get(`${q}&cursor=bm90LWpzb24`)).status).toBe(400);
    expect((await author.client.get(`${q}&sort=popular`)).status).toBe(400);
  });
});

describe('a user’s gems in their own order', () => {
  it('lets the owner reorder; others get 403, visitors 401; new gems come first', async () => {
    const owner = await signedIn();
    const [a, b, c] = [await save(owner.client), await save(owner.client), await save(owner.client)];
    const path = `/api/users/${owner.id}/gems?limit=100`;
    expect(ids((await stack.client().get(path)).body)).toEqual([c, b, a]);

    const put = await owner.client.put('/api/gems/reorder', {
      gemOrders: [
        { gemId: a, position: 0 },
        { gemId: c, position: 1 },
        { gemId: b, position: 2 },
      ],
    });
    expect(put.status).toBe(200);
    expect(ids((await stack.client().get(path)).body)).toEqual([a, c, b]);
    // The spec's spelling {id, order} works too.
    await owner.client.put('/api/gems/reorder', {
      gemOrders: [
        { id: b, order: 0 },
        { id: a, order: 1 },
        { id: c, order: 2 },
      ],
    });
    expect(ids((await owner.client.get(path)).body)).toEqual([b, a, c]);
    const d = await save(owner.client);
    expect(ids((await owner.client.get(path)).body)).toEqual([d, b, a, c]);
    expect(await allPages(owner.client, `/api/users/${owner.id}/gems?limit=1`)).toEqual([d, b, a, c]);
    // An explicit sort still wins over the custom order.
    expect(ids((await owner.client.get(`${path}&sort=recent`)).body)).toEqual([d, c, b, a]);

    const other = await signedIn();
    const refused = await other.client.put('/api/gems/reorder', { gemOrders: [{ gemId: a, position: 0 }] });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('You can only reorder your own gems');
    const mixed = await owner.client.put('/api/gems/reorder', {
      gemOrders: [
        { gemId: a, position: 0 },
        { gemId: await save(other.client), position: 1 },
      ],
    });
    expect(mixed.status).toBe(403);
    expect(ids((await owner.client.get(path)).body)).toEqual([d, b, a, c]);
    expect((await stack.client().put('/api/gems/reorder', { gemOrders: [] })).status).toBe(401);
    for (const body of [
      {},
      { gemOrders: [] },
      { gemOrders: [{ gemId: 'x', position: 1 }] },
      { gemOrders: 'a' },
    ]) {
      const res = await owner.client.put('/api/gems/reorder', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    const twice = await owner.client.put('/api/gems/reorder', {
      gemOrders: [
        { gemId: a, position: 0 },
        { gemId: a, position: 1 },
      ],
    });
    expect(twice.status).toBe(400);
  });
});

describe('top creators and the gem page', () => {
  it('ranks curators by public gems with their main categories', async () => {
    const busy = await signedIn();
    const quiet = await signedIn();
    for (let i = 0; i < 4; i++) await save(busy.client, { categories: [i < 3 ? 'Travel' : 'Music'] });
    await save(busy.client, { visibility: 'private', categories: ['Art'] });
    await save(quiet.client, { categories: ['Art'] });
    await eventually(async () => {
      const top = (await stack.client().get('/api/users/top-creators?limit=50')).body as { id: number }[];
      return top.some((t) => t.id === busy.id) && top.some((t) => t.id === quiet.id);
    });
    const top = (await stack.client().get('/api/users/top-creators?limit=50')).body as { id: number }[];
    const busyAt = top.findIndex((t) => t.id === busy.id);
    expect(busyAt).toBeLessThan(top.findIndex((t) => t.id === quiet.id));
    expect(top[busyAt]).toEqual({
      id: busy.id,
      username: busy.username,
      profileImageUrl: null,
      gemCount: 4,
      categories: ['Travel', 'Music'],
    });
    expect((await stack.client().get('/api/users/top-creators')).body.length).toBeLessThanOrEqual(4);
    expect((await stack.client().get('/api/users/top-creators?limit=0')).status).toBe(400);
    expect((await stack.client().get('/api/users/top-creators?limit=x')).status).toBe(400);
  });

  it('says how many curators saved the same page and lists extra images', async () => {
    const one = await signedIn();
    const two = await signedIn();
    const url = `https://saved.example/${word('p')}`;
    const first = await save(one.client, { url });
    await save(two.client, { url: `${url}/?utm_campaign=x`, visibility: 'private' });
    const detail = (await stack.client().get(`/api/gems/${first}`)).body;
    expect(detail).toMatchObject({ id: first, savedByCount: 2, creator: { id: one.id } });
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)]), 'extra.png');
    const extra = (await one.client.post(`/api/gems/${first}/images/upload`, form)).body.imageUrl;
    expect((await two.client.get(`/api/gems/${first}`)).body.extraImageUrls).toEqual([extra]);
    const card = (await two.client.get(`/api/users/${one.id}/gems`)).body.find(
      (g: { id: number }) => g.id === first,
    );
    expect(card.extraImageUrls).toEqual([extra]);
    // Made the main image, it is no longer an extra one.
    await one.client.patch(`/api/gems/${first}`, { imageUrl: extra });
    expect((await two.client.get(`/api/gems/${first}`)).body).toMatchObject({
      imageUrl: extra,
      extraImageUrls: [],
    });
    const list = await save(one.client, { url: '', domain: 'custom-list', title: 'My list' });
    expect((await one.client.get(`/api/gems/${list}`)).body.savedByCount).toBe(1);
  });
});
