import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { bookmarksForm, waitForJob } from './fixtures/imports-helpers.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

async function signedIn(): Promise<TestClient> {
  const client = stack.client();
  await client.post('/api/auth/register', newAccount());
  return client;
}

const fixture = (name: string) => readFileSync(new URL(`./fixtures/formats/${name}`, import.meta.url));

type Gem = {
  id: number;
  url: string;
  title: string;
  description: string;
  userNote: string;
  tags: string[];
  categories: string[];
  visibility: string;
  imageUrl: string;
  createdAt: string;
  updatedAt: string;
  userId: number;
  canonicalUrl: string;
  domain: string;
  isBookmark: boolean;
};
type Collection = { id: number; title: string; description: string; visibility: string };

const gemsOf = async (client: TestClient): Promise<Gem[]> =>
  ((await client.get('/api/gems?feed=mine&limit=100')).body as Gem[]).sort((a, b) =>
    a.url.localeCompare(b.url),
  );
const collectionsOf = async (client: TestClient): Promise<Collection[]> =>
  ((await client.get('/api/collections')).body as Collection[]).sort((a, b) =>
    a.title.localeCompare(b.title),
  );

async function importFile(client: TestClient, name: string, bytes: Buffer | string, fields = {}) {
  const started = await client.post('/api/imports', bookmarksForm(bytes, fields, name));
  expect(started.status).toBe(202);
  return waitForJob(client, started.body.id);
}

describe('imports from other apps (issue 30)', () => {
  it.each([
    ['pocket.csv', 'pocket', { imported: 4, skipped: 0, failed: 0 }, []],
    ['raindrop.csv', 'raindrop', { imported: 3, skipped: 0, failed: 0 }, ['Cooking / Breads', 'Reading']],
    ['instapaper.csv', 'instapaper', { imported: 4, skipped: 0, failed: 1 }, ['Hobbies / Sailing']],
    [
      'linkwarden.json',
      'linkwarden',
      { imported: 2, skipped: 1, failed: 0 },
      ['Cooking', 'Cooking / Desserts'],
    ],
    ['karakeep.json', 'karakeep', { imported: 2, skipped: 1, failed: 0 }, ['Food / Cooking', 'Weekend']],
    ['omnivore.json', 'omnivore', { imported: 2, skipped: 0, failed: 0 }, []],
    ['wallabag.json', 'wallabag', { imported: 2, skipped: 0, failed: 0 }, []],
    ['onetab.txt', 'onetab', { imported: 4, skipped: 0, failed: 1 }, []],
    [
      'firefox-shaarli.html',
      'netscape',
      { imported: 5, skipped: 0, failed: 0, duplicates: 1 },
      ['Recipes', 'Recipes / Breads', 'Weekend'],
    ],
  ])('%s is imported as %s through the same job', async (name, format, counts, collections) => {
    const client = await signedIn();
    // Named .txt on purpose: the content decides the format, never the name.
    const job = await importFile(client, `export-${name}.txt`, fixture(name));
    expect(job).toMatchObject({ status: 'done', format, duplicates: 0, ...counts });
    expect((await gemsOf(client)).length).toBe(counts.imported);
    expect((await collectionsOf(client)).map((c) => c.title)).toEqual(collections);
  });

  it('keeps what Karakeep carries: note, both lists, archived as a tag; the text is reported skipped', async () => {
    const client = await signedIn();
    const job = await importFile(client, 'karakeep.json', fixture('karakeep.json'));
    const [guide, rivers] = await gemsOf(client);
    expect(guide).toMatchObject({ userNote: 'Try the 36 hour version', tags: ['bread', 'baking'] });
    expect(guide?.createdAt).toBe(new Date(1717171717 * 1000).toISOString());
    expect(rivers).toMatchObject({ title: 'longreads.example', tags: ['archived'] });
    for (const c of await collectionsOf(client)) {
      const members = (await client.get(`/api/collections/${c.id}/gems`)).body as Gem[];
      expect(members.map((g) => g.url)).toEqual(['https://food.example/sourdough']);
    }
    const report = (await client.get(`/api/imports/${job.id}/failures.csv`)).body as string;
    expect(report).toContain('3,,Shopping list,,skipped,"No link to import');
  });

  it('puts a link filed in two folders of a browser export in both collections, tags merged', async () => {
    const client = await signedIn();
    await importFile(client, 'bookmarks.html', fixture('firefox-shaarli.html'));
    const focaccia = (await gemsOf(client)).find((g) => g.url === 'https://food.example/focaccia');
    expect(focaccia?.tags).toEqual(['bread', 'oven', 'weekend']);
    for (const c of await collectionsOf(client)) {
      const urls = ((await client.get(`/api/collections/${c.id}/gems`)).body as Gem[]).map((g) => g.url);
      expect(urls.includes('https://food.example/focaccia')).toBe(c.title !== 'Recipes');
    }
  });

  it('refuses an app export it cannot read with a message naming the app, never a 500', async () => {
    const client = await signedIn();
    const res = await client.post(
      '/api/imports',
      bookmarksForm('{"bookmarks":[{"tags":"x"}]}', {}, 'k.json'),
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/Karakeep export/);
  });
});

describe('exports that round-trip (issue 30)', () => {
  it('the JSON export imports back into an empty account with nothing lost', async () => {
    const alice = await signedIn();
    const cooking = (
      await alice.post('/api/collections', { title: 'Cooking', description: 'Food', visibility: 'public' })
    ).body;
    const nested = (
      await alice.post('/api/collections', { title: 'Cooking / Desserts', visibility: 'followers' })
    ).body;
    const made: Gem[] = [];
    for (const [i, visibility] of ['public', 'followers', 'private'].entries()) {
      const res = await alice.post('/api/gems', {
        url: `https://round.example/${i}`,
        title: `Gem ${i}`,
        description: `About ${i}`,
        userNote: `My note ${i}`,
        imageUrl: `https://img.example/${i}.jpg`,
        categories: ['Recipe', `Cat ${i}`],
        tags: ['t', `t${i}`],
        visibility,
        siteName: 'Round',
        author: 'Ann',
        publishedAt: '2020-05-05T05:05:05.000Z',
      });
      expect(res.status).toBe(201);
      made.push(res.body);
    }
    const list = await alice.post('/api/gems', {
      url: '',
      domain: 'custom-list',
      title: 'My list',
      description: 'Mine',
    });
    expect(list.status).toBe(201);
    await alice.post('/api/gem-collections', { gemId: list.body.id, shelfId: cooking.id });
    await alice.post('/api/gem-collections', { gemId: made[0]!.id, shelfId: cooking.id });
    await alice.post('/api/gem-collections', { gemId: made[0]!.id, shelfId: nested.id });
    await alice.post('/api/gem-collections', { gemId: made[1]!.id, shelfId: nested.id });
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const photo = new FormData();
    photo.append('image', new Blob([new Uint8Array(jpeg)]), 'photo.jpg');
    photo.append('caption', 'Crumb');
    expect((await alice.post(`/api/gems/${made[2]!.id}/images/upload`, photo)).status).toBe(201);

    const exported = await alice.get('/api/exports/gems.json');
    const bob = await signedIn();
    const job = await importFile(bob, 'gems.json', JSON.stringify(exported.body));
    expect(job).toMatchObject({ status: 'done', format: 'gems', imported: 4, failed: 0, skipped: 0 });

    const strip = ({ id: _i, userId: _u, updatedAt: _d, creator: _c, ...gem }: Gem & { creator?: unknown }) =>
      gem;
    expect((await gemsOf(bob)).map(strip)).toEqual((await gemsOf(alice)).map(strip));
    const shape = (cs: Collection[]) =>
      cs.map(({ title, description, visibility }) => ({ title, description, visibility }));
    expect(shape(await collectionsOf(bob))).toEqual(shape(await collectionsOf(alice)));
    const members = async (client: TestClient) => {
      const out: Record<string, string[]> = {};
      for (const c of await collectionsOf(client))
        out[c.title] = ((await client.get(`/api/collections/${c.id}/gems`)).body as Gem[])
          .map((g) => g.url)
          .sort();
      return out;
    };
    expect(await members(bob)).toEqual(await members(alice));
    const bobGem = (await gemsOf(bob)).find((g) => g.url === 'https://round.example/2')!;
    const images = (await bob.get(`/api/gems/${bobGem.id}/images`)).body as {
      imageUrl: string;
      caption: string;
    }[];
    const aliceImages = (await alice.get(`/api/gems/${made[2]!.id}/images`)).body as typeof images;
    expect(images.map((i) => [i.imageUrl, i.caption])).toEqual(
      aliceImages.map((i) => [i.imageUrl, i.caption]),
    );
    expect(images).toHaveLength(1);

    // The HTML export keeps nested folders nested, and a gem in two collections in both.
    const html = (await alice.get('/api/exports/gems.html')).body as string;
    const carol = await signedIn();
    await importFile(carol, 'gems.html', html);
    // (Custom lists have no URL: they are in the JSON export only.)
    const linked = Object.fromEntries(
      Object.entries(await members(alice)).map(([title, urls]) => [title, urls.filter(Boolean)]),
    );
    expect(await members(carol)).toEqual(linked);
  });
});
