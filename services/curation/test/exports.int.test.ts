import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDocumentedAnswer, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { FIXTURE, bookmarksForm, waitForJob } from './fixtures/imports-helpers.js';

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

type Gem = { url: string; title: string; tags: string[]; createdAt: string; description: string };
const mine = async (client: TestClient): Promise<Gem[]> =>
  ((await client.get('/api/gems?feed=mine&limit=100')).body as Gem[]).sort((a, b) =>
    a.url.localeCompare(b.url),
  );
const titles = async (client: TestClient) =>
  ((await client.get('/api/collections')).body as { title: string }[]).map((c) => c.title).sort();

describe('exports', () => {
  it('round-trips: the HTML export imported by someone else gives the same gems and collections', async () => {
    const alice = await signedIn();
    await waitForJob(alice, (await alice.post('/api/imports', bookmarksForm(FIXTURE))).body.id);
    const manual = await alice.post('/api/gems', {
      url: 'https://manual.example/a?x=<b>&y="q"',
      title: 'Fish & "chips" <b>',
      tags: ['a b', 'c'],
    });
    expect(manual.status).toBe(201);
    const list = await alice.post('/api/gems', { url: '', domain: 'custom-list', title: 'My list' });
    expect(list.status).toBe(201);

    const html = await alice.get('/api/exports/gems.html');
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(html.headers.get('content-disposition')).toMatch(
      /^attachment; filename="gems-\d{4}-\d{2}-\d{2}\.html"$/,
    );
    const file = html.body as string;
    expect(file.startsWith('<!DOCTYPE NETSCAPE-Bookmark-file-1>')).toBe(true);
    // Nested collections are nested folders: Desserts inside Cooking.
    expect(file).toMatch(
      /<DT><H3>Cooking<\/H3>\n {4}<DL><p>\n[^]*<DT><H3>Desserts<\/H3>\n {8}<DL><p>\n {12}<DT><A HREF="https:\/\/sweets.example\/tart"/,
    );
    expect(file).not.toContain('Cooking / Desserts');
    expect(file).toContain('TAGS="bread,baking">Sourdough &amp; rye</A>');
    expect(file).toContain('Fish &amp; &quot;chips&quot; &lt;b&gt;');
    expect(file).not.toContain('My list');

    const bob = await signedIn();
    const job = await waitForJob(
      bob,
      (await bob.post('/api/imports', bookmarksForm(file, {}, 'gems.html'))).body.id,
    );
    expect(job).toMatchObject({ status: 'done', total: 7, imported: 7, duplicates: 0, failed: 0 });
    // ADD_DATE counts whole seconds: the round trip keeps the time to the second.
    const strip = (gems: Gem[]) =>
      gems
        .filter((g) => g.url)
        .map(({ url, title, tags, createdAt, description }) => ({
          url,
          title,
          tags,
          description,
          createdAt: Math.floor(Date.parse(createdAt) / 1000),
        }));
    expect(strip(await mine(bob))).toEqual(strip(await mine(alice)));
    expect(await titles(bob)).toEqual(await titles(alice));
  });

  it('exports every gem as JSON with its collections, custom lists included', async () => {
    const carol = await signedIn();
    await waitForJob(carol, (await carol.post('/api/imports', bookmarksForm(FIXTURE))).body.id);
    await carol.post('/api/gems', { url: '', domain: 'custom-list', title: 'My list' });
    const res = await carol.get('/api/exports/gems.json');
    expectDocumentedAnswer(res);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('.json');
    expect(res.body).toMatchObject({ format: 'gems-export', version: 2 });
    expect(res.body.collections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Cooking / Desserts', visibility: 'private' }),
      ]),
    );
    const gems = res.body.gems as { url: string; title: string; collections: string[]; domain: string }[];
    expect(gems).toHaveLength(7);
    expect(gems.find((g) => g.title === 'Lemon tart')?.collections).toEqual(['Cooking / Desserts']);
    expect(gems.find((g) => g.domain === 'custom-list')?.title).toBe('My list');
  });

  it('gives an empty but valid file to someone with no gems, and nothing to a visitor', async () => {
    const dave = await signedIn();
    expect((await dave.get('/api/exports/gems.json')).body.gems).toEqual([]);
    const html = (await dave.get('/api/exports/gems.html')).body as string;
    expect(html).toContain('<DL><p>');
    expect(html).not.toContain('<A ');
    expect((await stack.client().get('/api/exports/gems.html')).status).toBe(401);
    expect((await stack.client().get('/api/exports/gems.json')).status).toBe(401);
  });
});
