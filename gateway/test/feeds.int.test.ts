import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import Parser from 'rss-parser';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

const parser = new Parser();

async function signedIn(): Promise<{ client: TestClient; username: string }> {
  const client = stack.client();
  const account = newAccount();
  expect((await client.post('/api/auth/register', account)).status).toBe(201);
  return { client, username: account.username };
}

let n = 0;
async function saveGem(client: TestClient, fields: Record<string, unknown>): Promise<number> {
  const res = await client.post('/api/gems', {
    url: `https://example.com/feed-${n++}-${Math.random().toString(36).slice(2)}`,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const feedOf = async (path: string) => {
  const res = await fetch(`${stack.gatewayUrl}${path}`);
  expect([path, res.status]).toEqual([path, 200]);
  expect(res.headers.get('content-type')).toMatch(/application\/rss\+xml/);
  return { res, feed: await parser.parseString(await res.text()) };
};

describe('feeds', () => {
  it('gives a public profile an RSS feed of its public gems, newest first, read by rss-parser', async () => {
    const { client, username } = await signedIn();
    const older = await saveGem(client, {
      title: 'Older & <wiser>',
      description: 'First one',
      imageUrl: 'https://img.example/older.jpg',
      tags: ['maps', 'sea'],
      visibility: 'public',
    });
    const hidden = await saveGem(client, { title: 'Hidden gem', visibility: 'private' });
    const friends = await saveGem(client, { title: 'Friends gem', visibility: 'followers' });
    const newer = await saveGem(client, { title: 'Newer', description: 'Second one', visibility: 'public' });

    const { res, feed } = await feedOf(`/profile/${username}/feed.xml`);
    expect(feed.link).toBe(`${stack.gatewayUrl}/profile/${username}`);
    expect(feed.items.map((item) => item.link)).toEqual([
      `${stack.gatewayUrl}/gem/${newer}`,
      `${stack.gatewayUrl}/gem/${older}`,
    ]);
    const first = feed.items[1]!;
    expect(first).toMatchObject({
      title: 'Older & <wiser>',
      content: 'First one',
      categories: ['maps', 'sea'],
      enclosure: expect.objectContaining({ url: 'https://img.example/older.jpg' }),
    });
    const text = JSON.stringify(feed);
    for (const id of [hidden, friends]) expect(text).not.toContain(`/gem/${id}`);

    // revalidation: the same ETag or Last-Modified is a 304 (fetch would add `no-cache` to a
    // conditional request by itself, as the Fetch standard says; a feed reader does not)
    const etag = res.headers.get('etag')!;
    const lastModified = res.headers.get('last-modified')!;
    expect(etag).toBeTruthy();
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    const again = await fetch(`${stack.gatewayUrl}/profile/${username}/feed.xml`, {
      headers: { 'if-none-match': etag, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    const since = await fetch(`${stack.gatewayUrl}/profile/${username}/feed.xml`, {
      headers: { 'if-modified-since': lastModified, 'cache-control': 'max-age=0' },
    });
    expect(since.status).toBe(304);
  });

  it('gives a public collection a feed and a private profile or collection none', async () => {
    const { client, username } = await signedIn();
    const gem = await saveGem(client, { title: 'Shelved', visibility: 'public', tags: ['t'] });
    const secret = await saveGem(client, { title: 'Secret shelved', visibility: 'private' });
    const open = await client.post('/api/collections', { title: 'Open shelf', visibility: 'public' });
    const closed = await client.post('/api/collections', { title: 'Closed shelf', visibility: 'private' });
    for (const id of [gem, secret])
      expect((await client.post(`/api/collections/${open.body.id}/gems/${id}`)).status).toBe(200);
    const { feed } = await feedOf(`/collections/${open.body.id}/feed.xml`);
    expect(feed.title).toBe('Open shelf · Gems');
    expect(feed.items.map((item) => item.link)).toEqual([`${stack.gatewayUrl}/gem/${gem}`]);

    expect((await fetch(`${stack.gatewayUrl}/collections/${closed.body.id}/feed.xml`)).status).toBe(404);
    expect((await fetch(`${stack.gatewayUrl}/collections/999999999/feed.xml`)).status).toBe(404);
    expect((await client.patch('/api/auth/profile', { isPublic: false })).status).toBe(200);
    const none = await fetch(`${stack.gatewayUrl}/profile/${username}/feed.xml`);
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ message: 'No such feed' });
  });

  it("keeps a big collection's feed to its newest 50 public gems", async () => {
    const { client } = await signedIn();
    const shelf = await client.post('/api/collections', { title: 'Big shelf', visibility: 'public' });
    const ids: number[] = [];
    for (let i = 0; i < 52; i++) ids.push(await saveGem(client, { title: `Big ${i}`, visibility: 'public' }));
    for (const id of ids)
      expect((await client.post(`/api/collections/${shelf.body.id}/gems/${id}`)).status).toBe(200);
    const { feed } = await feedOf(`/collections/${shelf.body.id}/feed.xml`);
    expect(feed.items.map((item) => item.link)).toEqual(
      ids
        .slice(2)
        .reverse()
        .map((id) => `${stack.gatewayUrl}/gem/${id}`),
    );
  });
});
