import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import { expectDocumentedAnswer, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

async function signedIn(): Promise<{ client: TestClient; user: { id: number } }> {
  const client = stack.client();
  const { body } = await client.post('/api/auth/register', newAccount());
  return { client, user: body };
}

let n = 0;
async function saveGem(client: TestClient, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await client.post('/api/gems', {
    url: `https://example.com/c-${n++}-${Math.random().toString(36).slice(2)}`,
    title: 'Gem',
    imageUrl: `https://img.example/${n}.jpg`,
    ...overrides,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

describe('collections', () => {
  it('creates with the spec’s title rule and isPublic or visibility', async () => {
    const { client } = await signedIn();
    const blank = await client.post('/api/collections', { title: '   ' });
    expect(blank.status).toBe(400);
    expectDocumentedAnswer(blank);
    expect(blank.body.message).toBe('Please enter a title for your collection.');
    expect((await client.post('/api/collections', {})).body.message).toBe(
      'Please enter a title for your collection.',
    );
    expect((await stack.client().post('/api/collections', { title: 'x' })).status).toBe(401);

    const made = await client.post('/api/collections', { title: '  Maps ', isPublic: false });
    expect(made.status).toBe(201);
    expectDocumentedAnswer(made);
    expect(made.body).toMatchObject({
      title: 'Maps',
      description: '',
      visibility: 'private',
      isPublic: false,
    });
    const open = await client.post('/api/collections', {
      title: 'Open',
      description: 'd',
      visibility: 'public',
    });
    expect(open.body).toMatchObject({ visibility: 'public', description: 'd' });
    const mine = await client.get('/api/collections');
    expectDocumentedAnswer(mine);
    expect(mine.body.map((c: { id: number }) => c.id)).toEqual([open.body.id, made.body.id]);
  });

  it('enforces visibility and ownership on read, edit and delete', async () => {
    const { client, user } = await signedIn();
    const hidden = (await client.post('/api/collections', { title: 'Secret', visibility: 'private' })).body;
    const shown = (await client.post('/api/collections', { title: 'Shown' })).body;
    const other = await signedIn();

    expect((await client.get(`/api/collections/${hidden.id}`)).status).toBe(200);
    expect((await other.client.get(`/api/collections/${hidden.id}`)).status).toBe(404);
    expect((await stack.client().get(`/api/collections/${hidden.id}/gems`)).status).toBe(404);
    expect((await other.client.put(`/api/collections/${shown.id}`, { title: 'Mine' })).status).toBe(403);
    expect((await stack.client().put(`/api/collections/${shown.id}`, { title: 'Mine' })).status).toBe(401);
    expect((await other.client.delete(`/api/collections/${shown.id}`)).status).toBe(403);

    const listed = await other.client.get(`/api/users/${user.id}/collections`);
    expectDocumentedAnswer(listed);
    expect(listed.body.map((c: { id: number }) => c.id)).toEqual([shown.id]);
    expect((await client.get(`/api/users/${user.id}/collections`)).body).toHaveLength(2);

    const renamed = await client.put(`/api/collections/${shown.id}`, { title: 'Renamed', isPublic: false });
    expect(renamed.body).toMatchObject({ title: 'Renamed', visibility: 'private' });
    expect((await client.put(`/api/collections/${shown.id}`, { title: ' ' })).status).toBe(400);
    expect((await client.delete(`/api/collections/${shown.id}`)).status).toBe(200);
    expect((await client.get(`/api/collections/${shown.id}`)).status).toBe(404);
  });

  it('adds and removes only the owner’s gems in the owner’s collections', async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    const shelf = (await client.post('/api/collections', { title: 'Shelf' })).body.id;
    const gemA = await saveGem(client);
    const gemB = await saveGem(client, { visibility: 'private' });
    const foreignGem = await saveGem(other.client);

    expect((await client.post(`/api/collections/${shelf}/gems/${gemA}`)).status).toBe(200);
    expect((await client.post('/api/gem-shelf', { gemId: gemB, shelfId: shelf })).status).toBe(200);
    expect((await client.post('/api/gem-collections', { gemId: gemA, shelfId: shelf })).status).toBe(200);
    expect((await client.post('/api/gem-shelf', { gemId: foreignGem, shelfId: shelf })).status).toBe(403);
    expect((await other.client.post('/api/gem-shelf', { gemId: foreignGem, shelfId: shelf })).status).toBe(
      403,
    );
    expect((await stack.client().post(`/api/collections/${shelf}/gems/${gemA}`)).status).toBe(401);
    for (const gemId of ['x', true, null, 1.5, 2 ** 40]) {
      expect((await client.post('/api/gem-shelf', { gemId, shelfId: shelf })).status).toBe(400);
    }
    expect((await client.post('/api/gem-shelf', { gemId: 2 ** 31 - 1, shelfId: shelf })).status).toBe(404);
    expect((await client.post('/api/collections', { title: 'a\u0000b' })).status).toBe(400);

    // The owner sees both gems; anyone else only the public one.
    const own = await client.get(`/api/collections/${shelf}/gems`);
    expectDocumentedAnswer(own);
    expect(own.body.map((g: { id: number }) => g.id)).toEqual([gemB, gemA]);
    const seen = await other.client.get(`/api/collections/${shelf}/gems`);
    expect(seen.body.map((g: { id: number }) => g.id)).toEqual([gemA]);
    expect((await other.client.get(`/api/collections/${shelf}`)).body).toMatchObject({
      gemCount: 1,
      previewImages: [expect.stringMatching(/^https:\/\/img\.example\//)],
    });
    expect((await client.get(`/api/gems/${gemA}/collections`)).body.map((c: { id: number }) => c.id)).toEqual(
      [shelf],
    );
    expect((await other.client.get(`/api/gems/${gemB}/collections`)).status).toBe(404);

    expect((await other.client.delete(`/api/gem-shelf/${gemA}/${shelf}`)).status).toBe(403);
    expect((await client.delete(`/api/gem-shelf/${gemA}/${shelf}`)).status).toBe(200);
    expect((await client.delete(`/api/collections/${shelf}/gems/${gemB}`)).status).toBe(200);
    expect((await client.delete(`/api/collections/${shelf}/gems/${gemB}`)).status).toBe(404);
    expect((await client.get(`/api/collections/${shelf}`)).body.gemCount).toBe(0);
  });

  it('saves a gem straight into the saver’s own collection only', async () => {
    const { client } = await signedIn();
    const other = await signedIn();
    const shelf = (await client.post('/api/collections', { title: 'Inbox' })).body.id;
    const gem = await saveGem(client, { shelfId: shelf });
    const foreign = await saveGem(other.client, { shelfId: shelf });
    const gems = await client.get(`/api/collections/${shelf}/gems`);
    expect(gems.body.map((g: { id: number }) => g.id)).toEqual([gem]);
    expect(gems.body.map((g: { id: number }) => g.id)).not.toContain(foreign);
  });

  it('lists public collections newest first with counts and up to 3 previews', async () => {
    const { client } = await signedIn();
    const shelf = (await client.post('/api/collections', { title: 'Public' })).body.id;
    for (let i = 0; i < 4; i++) await saveGem(client, { shelfId: shelf });
    await client.post('/api/collections', { title: 'Hidden', visibility: 'private' });
    const res = await stack.client().get('/api/collections/public?limit=5');
    expect(res.status).toBe(200);
    expect(res.body.every((c: { visibility: string }) => c.visibility === 'public')).toBe(true);
    const card = res.body.find((c: { id: number }) => c.id === shelf);
    expect(card).toMatchObject({ gemCount: 4 });
    expect(card.previewImages).toHaveLength(3);
    expect((await stack.client().get('/api/collections/public?limit=0')).status).toBe(400);
  });

  it('publishes collection.updated when the title or visibility changes, not for the description', async () => {
    const { client, user } = await signedIn();
    const id = (await client.post('/api/collections', { title: 'Before' })).body.id;
    await client.put(`/api/collections/${id}`, { description: 'only words' });
    await client.put(`/api/collections/${id}`, { title: 'After' });
    await client.put(`/api/collections/${id}`, { isPublic: false });
    const schema = stack.env.DB_SCHEMA!.replace(/_identity$/, '_curation');
    const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
    await db.connect();
    try {
      const { rows } = await db.query<{ subject: string; envelope: { data: Record<string, unknown> } }>(
        `SELECT subject, envelope FROM "${schema}".outbox_events
          WHERE envelope->'data'->>'collectionId' = $1 ORDER BY created_at`,
        [String(id)],
      );
      expect(rows.map((r) => r.subject)).toEqual([
        'collection.created',
        'collection.updated',
        'collection.updated',
      ]);
      expect(rows[1]?.envelope.data).toMatchObject({
        collectionId: id,
        userId: user.id,
        title: 'After',
        visibility: 'public',
      });
      expect(rows[2]?.envelope.data).toMatchObject({ visibility: 'private' });
    } finally {
      await db.end();
    }
  });
});
