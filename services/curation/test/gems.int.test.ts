import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { eventually, expectDocumentedAnswer, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
let admin: TestClient;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
  admin = (await signedIn()).client; // the first user of a stack is the admin
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

async function signedIn(): Promise<{ client: TestClient; user: { id: number; username: string } }> {
  const client = stack.client();
  const { body } = await client.post('/api/auth/register', newAccount());
  return { client, user: body };
}

let n = 0;
const link = (path = `page-${n++}-${Math.random().toString(36).slice(2)}`) => `https://Example.com/${path}`;
const gem = (overrides: Record<string, unknown> = {}) => ({
  title: 'A map of bakeries',
  description: 'Every bakery in town',
  imageUrl: '',
  url: link(),
  domain: 'example.com',
  categories: ['Food & Drink'],
  tags: ['bread'],
  userNote: 'try the rye',
  visibility: 'public',
  shelfId: null,
  uploadedImage: null,
  isBookmark: false,
  ...overrides,
});

describe('gems', () => {
  it('saves the SPA payload, reads it back and lets only the owner change or delete it', async () => {
    const { client, user } = await signedIn();
    const created = await client.post(
      '/api/gems',
      gem({ url: 'https://Example.com/bakeries/?utm_source=x#top' }),
    );
    expect(created.status).toBe(201);
    expectDocumentedAnswer(created);
    expect(created.body).toMatchObject({
      userId: user.id,
      title: 'A map of bakeries',
      canonicalUrl: 'https://example.com/bakeries',
      categories: ['Food & Drink'],
      visibility: 'public',
    });
    const id = created.body.id as number;
    const page = await stack.client().get(`/api/gems/${id}`);
    expectDocumentedAnswer(page);
    expect(page.body.title).toBe('A map of bakeries');

    const other = await signedIn();
    const anonymous = stack.client();
    expect((await other.client.put(`/api/gems/${id}`, { title: 'mine now' })).status).toBe(403);
    expect((await anonymous.put(`/api/gems/${id}`, { title: 'mine now' })).status).toBe(401);
    const refused = await other.client.delete(`/api/gems/${id}`);
    expect(refused.status).toBe(403);
    expectDocumentedAnswer(refused);
    expect(refused.body.message).toBe('Unauthorized: You can only delete your own gems');
    expect((await anonymous.delete(`/api/gems/${id}`)).status).toBe(401);

    const edited = await client.put(`/api/gems/${id}`, { title: ' Bakeries ', tags: ['bread', 'rye'] });
    expect(edited.status).toBe(200);
    expectDocumentedAnswer(edited);
    expect(edited.body).toMatchObject({ title: 'Bakeries', tags: ['bread', 'rye'] });
    expect((await client.put(`/api/gems/${id}`, { title: '   ' })).body.message).toBe('Gem name required');
    const image = await client.patch(`/api/gems/${id}`, { imageUrl: 'https://img.example/a.jpg' });
    expect(image.body.imageUrl).toBe('https://img.example/a.jpg');

    expect((await client.delete(`/api/gems/${id}`)).status).toBe(200);
    expect((await client.get(`/api/gems/${id}`)).status).toBe(404);
  });

  it('hides private gems from everyone but the owner', async () => {
    const { client } = await signedIn();
    const { body } = await client.post('/api/gems', gem({ visibility: 'private' }));
    expect((await client.get(`/api/gems/${body.id}`)).status).toBe(200);
    const other = await signedIn();
    const hidden = await other.client.get(`/api/gems/${body.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Gem not found');
    expect((await stack.client().get(`/api/gems/${body.id}`)).status).toBe(404);
    expect((await other.client.delete(`/api/gems/${body.id}`)).status).toBe(404);
    const listed = await other.client.get('/api/gems?feed=all&limit=100');
    expectDocumentedAnswer(listed);
    expect(listed.body.map((g: { id: number }) => g.id)).not.toContain(body.id);
  });

  it('applies the bookmark rule, manual defaults and custom lists', async () => {
    const { client } = await signedIn();
    const bookmark = await client.post('/api/gems', gem({ title: '', isBookmark: true }));
    expect(bookmark.status).toBe(400);
    expect(bookmark.body.message).toBe('Gem name required');
    const required = await client.post('/api/gems', { url: link(), requiresBookmark: true });
    expect(required.body.message).toBe('Gem name required');

    const manual = await client.post('/api/gems', { url: 'https://www.shop.example/item' });
    expect(manual.status).toBe(201);
    expect(manual.body).toMatchObject({ title: 'Untitled', categories: ['Article'], domain: 'shop.example' });
    // The domain comes from the URL, whatever the client claims.
    const claimed = await client.post('/api/gems', {
      url: 'https://login.evil.example/x',
      domain: 'paypal.com',
    });
    expect(claimed.body.domain).toBe('login.evil.example');
    const imported = await client.post('/api/gems', {
      url: link(),
      title: 'From a list',
      category: 'Travel',
    });
    expect(imported.body.categories).toEqual(['Travel']);

    const list = await client.post('/api/gems', gem({ title: 'Gifts', url: '', domain: 'custom-list' }));
    expect(list.status).toBe(201);
    expect(list.body).toMatchObject({
      domain: 'custom-list',
      categories: ['Lists'],
      canonicalUrl: null,
      url: '',
    });
    const second = await client.post(
      '/api/gems',
      gem({ title: 'More gifts', url: '', domain: 'custom-list' }),
    );
    expect(second.status).toBe(201);
  });

  it('keeps the source byline the preview found: site, logo, published date and author', async () => {
    const { client } = await signedIn();
    const byline = {
      siteName: 'The Fixture Gazette',
      logoUrl: 'https://news.example/images/logo.png',
      publishedAt: '2026-03-14T10:30:00+01:00',
      author: 'Ada Quay',
    };
    const created = await client.post('/api/gems', gem(byline));
    expect(created.status).toBe(201);
    expectDocumentedAnswer(created);
    const expected = { ...byline, publishedAt: '2026-03-14T09:30:00.000Z' };
    expect(created.body).toMatchObject(expected);
    const page = await stack.client().get(`/api/gems/${created.body.id}`);
    expectDocumentedAnswer(page);
    expect(page.body).toMatchObject(expected);
    const listed = await client.get('/api/gems?feed=mine&limit=5');
    expectDocumentedAnswer(listed);
    expect(listed.body.find((g: { id: number }) => g.id === created.body.id)).toMatchObject(expected);

    const plain = await client.post('/api/gems', gem());
    expect(plain.body).toMatchObject({ siteName: null, logoUrl: null, publishedAt: null, author: null });
    const fromPage = await stack.client().get(`/api/gems/${plain.body.id}`);
    expect(fromPage.body).toMatchObject({ siteName: null, logoUrl: null, publishedAt: null, author: null });

    // The owner's edit may correct or clear it.
    const cleared = await client.put(`/api/gems/${created.body.id}`, { author: '', publishedAt: null });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ siteName: 'The Fixture Gazette', author: null, publishedAt: null });
  });

  it.each([
    ['a javascript: logo', { logoUrl: 'javascript:alert(1)' }, 'Logo URL must be an http(s) address'],
    ['a data: logo', { logoUrl: 'data:image/png;base64,AAAA' }, 'Logo URL must be an http(s) address'],
    ['a relative logo', { logoUrl: '/logo.png' }, 'Logo URL must be an http(s) address'],
    [
      'a date that is not ISO',
      { publishedAt: 'last Tuesday' },
      'Published date must be an ISO date and time',
    ],
    [
      'a site name of 201 characters',
      { siteName: 'x'.repeat(201) },
      'Site name must be at most 200 characters',
    ],
    ['an author of 201 characters', { author: 'a'.repeat(201) }, 'Author must be at most 200 characters'],
  ])('refuses %s with 400', async (_what, byline, message) => {
    const { client } = await signedIn();
    const refused = await client.post('/api/gems', gem(byline));
    expect(refused.status).toBe(400);
    expectDocumentedAnswer(refused);
    expect(refused.body.message).toBe(message);
  });

  it('lists a gem card exactly as its own page shows it, whatever its text holds', async () => {
    const { client } = await signedIn();
    const created = await client.post(
      '/api/gems',
      gem({
        title: 'Quotes " and \\ back\\slash, tab\tand emoji 🍞',
        userNote: 'line one\nline two \u2028 </script>',
        tags: ['crème', 'a"b'],
        siteName: 'Ünïcode Times',
        publishedAt: '2026-03-14T10:30:00.123456+01:00',
        author: 'Ada Quay',
      }),
    );
    expect(created.status).toBe(201);
    // The creator's card reaches curation's replica by event: compare once it has.
    let page: Record<string, unknown> & { creator: { username: string | null } } = {
      creator: { username: null },
    };
    await eventually(async () => {
      page = (await client.get(`/api/gems/${created.body.id}`)).body;
      return page.creator.username !== null;
    });
    const { savedByCount, readableCopySavedAt, ...card } = page;
    expect(savedByCount).toBe(1);
    expect(readableCopySavedAt).toBeNull(); // the stack keeps no copies unless a test asks
    const listed = await client.get('/api/gems?feed=mine&limit=50');
    expectDocumentedAnswer(listed);
    expect(listed.body.find((g: { id: number }) => g.id === created.body.id)).toEqual(card);
  });

  it('lists a gem as it is now: an edit or a new visibility shows on the next page read', async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    const created = await client.post('/api/gems', gem({ title: 'Before' }));
    const id = created.body.id as number;
    const card = async (c: TestClient, path = '/api/gems?feed=mine&limit=50') =>
      (await c.get(path)).body.find((g: { id: number }) => g.id === id);
    expect(await card(client)).toMatchObject({ title: 'Before' }); // its content is now kept
    expect((await client.put(`/api/gems/${id}`, { title: 'After', tags: ['new'] })).status).toBe(200);
    expect(await card(client)).toMatchObject({ title: 'After', tags: ['new'] });
    const ownerList = `/api/users/${created.body.userId}/gems`;
    expect(await card(other, ownerList)).toMatchObject({ title: 'After' });
    expect((await client.put(`/api/gems/${id}`, { visibility: 'private' })).status).toBe(200);
    expect(await card(other, ownerList)).toBeUndefined();
    expect(await card(client, ownerList)).toMatchObject({ visibility: 'private' });
  });

  it('answers 409 with the existing gem id when the same page is saved twice', async () => {
    const { client } = await signedIn();
    const first = await client.post(
      '/api/gems',
      gem({ url: 'https://news.example/story?id=7&utm_medium=mail' }),
    );
    const again = await client.post('/api/gems', gem({ url: 'HTTPS://NEWS.example/story/?id=7#c' }));
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: 'You already saved this link',
      code: 'duplicate',
      gemId: first.body.id,
    });
    const other = await signedIn();
    expect(
      (await other.client.post('/api/gems', gem({ url: 'https://news.example/story?id=7' }))).status,
    ).toBe(201);

    // Two saves at once: the unique index decides, and the loser still gets the 409 with the id.
    const url = link();
    const racing = await Promise.all([
      client.post('/api/gems', gem({ url })),
      client.post('/api/gems', gem({ url })),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = racing.find((r) => r.status === 201);
    expect(racing.find((r) => r.status === 409)?.body.gemId).toBe(winner?.body.id);
  });

  it('refuses malformed input with 400, never 500', async () => {
    const { client } = await signedIn();
    const bad = [
      'not json',
      { url: 'not a url' },
      { url: 'javascript:alert(1)' },
      { url: link(), categories: 'Art' },
      { url: link(), tags: [5] },
      { url: link(), visibility: 'everyone' },
      { url: link(), shelfId: 'x' },
      { url: link(), shelfId: 2 ** 40 },
      { url: link(), title: 'nul \u0000 inside' },
      { url: link(), tags: ['a\u0000'] },
      { url: link(), imageUrl: 'javascript:alert(1)' },
      { url: link(), imageUrl: 'data:text/html,<script>alert(1)</script>' },
      { url: link(), imageUrl: '//elsewhere.example/a.png' },
      { url: link(), uploadedImage: 'data:text/plain;base64,aGk=' },
      { url: link(), uploadedImage: 'data:image/png;base64,!!!' },
      {
        url: link(),
        uploadedImage: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
      },
    ];
    for (const body of bad) {
      const res = await client.post('/api/gems', body);
      expect([res.status, body]).toEqual([400, body]);
    }
    const saved = await client.post('/api/gems', gem({ imageUrl: 'https://example.com/a.png' }));
    expect(
      (await client.patch(`/api/gems/${saved.body.id}`, { imageUrl: 'javascript:alert(1)' })).status,
    ).toBe(400);
    expect((await client.patch(`/api/gems/${saved.body.id}`, { imageUrl: '/uploads/b.webp' })).status).toBe(
      200,
    );
    expect((await client.get('/api/gems/abc')).status).toBe(400);
    for (const loose of ['0x1', '01', '1e2', '1.0'])
      expect([loose, (await client.get(`/api/gems/${loose}`)).status]).toEqual([loose, 400]);
    expect((await client.get('/api/gems?limit=1000')).status).toBe(400);
    expect((await client.get('/api/gems?cursor=%%%')).status).toBe(400);
    const farPast = Buffer.from('-200000-01-01T00:00:00.000Z|5').toString('base64url');
    expect((await client.get(`/api/gems?cursor=${farPast}`)).status).toBe(400);
    expect((await client.get('/api/gems?category=%00')).status).toBe(400);
    expect((await client.get('/api/gems?limit=1&limit=2')).status).toBe(400);
    expect((await client.put('/api/gems/1', { visibility: 3 })).status).toBe(400);
    const notImage = await client.post('/api/gems', {
      url: link(),
      uploadedImage: `data:image/png;base64,${Buffer.from('not an image').toString('base64')}`,
    });
    expect(notImage.body.message).toBe('Please select an image file');
  });

  it('records gem.created, gem.updated and gem.deleted in the outbox with the gem’s facts', async () => {
    const { client, user } = await signedIn();
    const { body } = await client.post('/api/gems', gem({ title: 'Evented', tags: ['e'] }));
    await client.put(`/api/gems/${body.id}`, { visibility: 'private' });
    await client.delete(`/api/gems/${body.id}`);
    const schema = stack.env.DB_SCHEMA!.replace(/_identity$/, '_curation');
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ subject: string; envelope: { data: Record<string, unknown> } }>(
        `SELECT subject, envelope FROM "${schema}".outbox_events
          WHERE envelope->'data'->>'gemId' = $1 ORDER BY created_at`,
        [String(body.id)],
      );
      expect(rows.map((r) => r.subject)).toEqual(['gem.created', 'gem.updated', 'gem.deleted']);
      expect(rows[0]?.envelope.data).toMatchObject({
        gemId: body.id,
        userId: user.id,
        title: 'Evented',
        visibility: 'public',
        tags: ['e'],
        source: 'manual', // saved by hand: what rewards pays for
      });
      expect(rows[1]?.envelope.data).toMatchObject({ visibility: 'private' });
    } finally {
      await db.end();
    }
  });

  it('lists newest first with a keyset cursor, a category filter and creator cards', async () => {
    const { client, user } = await signedIn();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push((await client.post('/api/gems', gem({ title: `g${i}` }))).body.id);
    await client.post('/api/gems', gem({ categories: ['Music'] }));

    const page = () => client.get('/api/gems?feed=mine&limit=2&category=Food%20%26%20Drink');
    await eventually(async () => Boolean((await page()).body[0]?.creator.username)); // card replica
    const first = await page();
    expect(first.body.map((g: { id: number }) => g.id)).toEqual([ids[4], ids[3]]);
    expect(first.body[0]).toMatchObject({ creator: { id: user.id, username: user.username }, likeCount: 0 });
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toBeTruthy();
    const second = await client.get(
      `/api/gems?feed=mine&limit=2&category=Food%20%26%20Drink&cursor=${cursor}`,
    );
    expect(second.body.map((g: { id: number }) => g.id)).toEqual([ids[2], ids[1]]);
    const third = await client.get(
      `/api/gems?feed=mine&limit=2&category=Food%20%26%20Drink&cursor=${second.headers.get('x-next-cursor')}`,
    );
    expect(third.body.map((g: { id: number }) => g.id)).toEqual([ids[0]]);
    expect(third.headers.get('x-next-cursor')).toBeNull();
    expect((await stack.client().get('/api/gems?feed=mine')).status).toBe(401);
  });

  it('defaults a private profile’s new gems to private', async () => {
    const { client } = await signedIn();
    await client.patch('/api/auth/profile', { isPublic: false });
    // The profile change reaches curation's user-card replica through user.updated.
    await eventually(
      async () => (await client.post('/api/gems', { url: link() })).body.visibility === 'private',
    );
    const created = await client.post('/api/gems', { url: link() });
    expect(created.status).toBe(201);
    expect(created.body.visibility).toBe('private');
    const chosen = await client.post('/api/gems', { url: link(), visibility: 'public' });
    expect(chosen.body.visibility).toBe('public');
  });

  it('removes a deleted user’s gems when identity publishes user.deleted', async () => {
    const { client, user } = await signedIn();
    const shelf = (await client.post('/api/collections', { title: 'Kept' })).body.id;
    const { body } = await client.post('/api/gems', gem({ shelfId: shelf }));
    expect((await stack.client().get(`/api/collections/${shelf}/gems`)).body).toHaveLength(1);
    expect((await admin.delete(`/api/admin/users/${user.id}`, { reason: 'test' })).status).toBe(200);
    await eventually(async () => (await stack.client().get(`/api/gems/${body.id}`)).status === 404, 10_000);
    expect((await stack.client().get(`/api/collections/${shelf}`)).status).toBe(404);
    expect((await stack.client().get(`/api/users/${user.id}/gems`)).body).toEqual([]);
  });
});
