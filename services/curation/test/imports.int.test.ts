import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import {
  BATCH_PREVIEWS_UNAVAILABLE,
  IMPORT_ALREADY_RUNNING,
  IMPORT_NO_LINKS,
  IMPORT_NOT_BOOKMARKS,
  IMPORT_TOO_LARGE,
  IMPORT_TOO_MANY,
} from '@gems/contracts';
import { FIXTURE, bigBookmarksFile, bookmarksForm, query, waitForJob } from './fixtures/imports-helpers.js';

let stack: TestStack;
let schema: string;
beforeAll(async () => {
  // Small batches, one lane: a few hundred links take long enough to still be running when asked.
  stack = await startTestStack({ IMPORT_BATCH_SIZE: '5', IMPORT_CONCURRENCY: '1' }, { curation: true });
  schema = stack.env.DB_SCHEMA!.replace(/_identity$/, '_curation');
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

type Gem = {
  id: number;
  title: string;
  url: string;
  tags: string[];
  createdAt: string;
  visibility: string;
  description: string;
  categories: string[];
};

async function myGems(client: TestClient): Promise<Gem[]> {
  const res = await client.get('/api/gems?feed=mine&limit=100');
  expect(res.status).toBe(200);
  return res.body;
}

describe('bookmark file import', () => {
  it('imports a browser export: folders become collections, TAGS tags, ADD_DATE the creation time', async () => {
    const { client, user } = await signedIn();
    const started = await client.post('/api/imports', bookmarksForm(FIXTURE));
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ fileName: 'bookmarks.html', visibility: 'private', total: 9 });

    const job = await waitForJob(client, started.body.id);
    expect(job).toMatchObject({ status: 'done', total: 9, done: 9, imported: 6, duplicates: 1, failed: 2 });

    const gems = await myGems(client);
    const byUrl = new Map(gems.map((g) => [g.url, g]));
    expect([...byUrl.keys()].sort()).toEqual([
      'https://blog.example/post-1',
      'https://blog.example/untitled',
      'https://loose.example/',
      'https://recipes.example/bread?utm_source=newsletter',
      'https://sweets.example/tart',
      'https://toolbar.example/start',
    ]);
    expect(byUrl.get('https://recipes.example/bread?utm_source=newsletter')).toMatchObject({
      title: 'Sourdough & rye',
      description: 'A slow loaf, step by step',
      tags: ['bread', 'baking'],
      categories: ['Article'],
      visibility: 'private',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect(byUrl.get('https://sweets.example/tart')?.tags).toEqual(['sweet', 'baking']);
    // No title in the file: the domain, as for a page that has none; no date: the import time.
    expect(byUrl.get('https://blog.example/untitled')?.title).toBe('blog.example');
    expect(Date.parse(byUrl.get('https://blog.example/untitled')!.createdAt)).toBeGreaterThan(
      Date.now() - 120_000,
    );

    const collections = (await client.get('/api/collections')).body as {
      id: number;
      title: string;
      visibility: string;
    }[];
    expect(collections.map((c) => c.title).sort()).toEqual(['Cooking', 'Cooking / Desserts', 'Reading']);
    expect(collections.every((c) => c.visibility === 'private')).toBe(true);
    const cooking = collections.find((c) => c.title === 'Cooking')!;
    const inCooking = (await client.get(`/api/collections/${cooking.id}/gems`)).body as Gem[];
    expect(inCooking.map((g) => g.title)).toEqual(['Sourdough & rye']);

    // One gem.created per imported gem, in the outbox with the import's transactions.
    // Each says it was imported: rewards pays nothing for bulk-made gems.
    const events = await query<{ n: string }>(
      stack.env.DATABASE_URL!,
      `SELECT count(*) AS n FROM "${schema}".outbox_events
        WHERE subject = 'gem.created' AND (envelope->'data'->>'userId')::int = $1
          AND envelope->'data'->>'source' = 'import'`,
      [user.id],
    );
    expect(Number(events[0]?.n)).toBe(6);

    const report = await client.get(`/api/imports/${job.id}/failures.csv`);
    expect(report.status).toBe(200);
    expect(report.headers.get('content-type')).toContain('text/csv');
    expect(report.headers.get('content-disposition')).toContain('attachment');
    const lines = (report.body as string).trim().split('\r\n');
    expect(lines[0]).toBe('position,url,title,folder,status,reason');
    expect(lines.slice(1)).toEqual([
      '4,javascript:alert(document.cookie),Evil bookmarklet,Cooking,failed,Not an http or https link',
      '6,HTTPS://BLOG.EXAMPLE/post-1/#comments,First post again,Reading,duplicate,Listed earlier in this file',
      '8,place:sort=8&maxResults=10,Most visited,Reading,failed,Not an http or https link',
    ]);
  });

  it('skips and counts links already saved, and reuses the collections of an earlier import', async () => {
    const { client } = await signedIn();
    const saved = await client.post('/api/gems', { url: 'https://loose.example/?utm_medium=mail' });
    expect(saved.status).toBe(201);
    const first = await waitForJob(
      client,
      (await client.post('/api/imports', bookmarksForm(FIXTURE))).body.id,
    );
    expect(first).toMatchObject({ imported: 5, duplicates: 2, failed: 2 });
    const again = await waitForJob(
      client,
      (await client.post('/api/imports', bookmarksForm(FIXTURE))).body.id,
    );
    expect(again).toMatchObject({ status: 'done', total: 9, imported: 0, duplicates: 7, failed: 2 });
    expect(await myGems(client)).toHaveLength(6);
    expect(((await client.get('/api/collections')).body as unknown[]).length).toBe(3);
    const report = (await client.get(`/api/imports/${again.id}/failures.csv`)).body as string;
    expect(report).toContain(
      'https://toolbar.example/start,Start page,,duplicate,You already saved this link',
    );
  });

  it('honours a chosen visibility', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/imports', bookmarksForm(FIXTURE, { visibility: 'public' }));
    expect(res.body.visibility).toBe('public');
    await waitForJob(client, res.body.id);
    expect((await myGems(client)).every((g) => g.visibility === 'public')).toBe(true);
    const bad = await client.post('/api/imports', bookmarksForm(FIXTURE, { visibility: 'everyone' }));
    expect(bad.status).toBe(400);
  });

  it('keeps jobs to their owner: 401 signed out, 404 for anyone else', async () => {
    const { client } = await signedIn();
    const { client: other } = await signedIn();
    const job = await waitForJob(client, (await client.post('/api/imports', bookmarksForm(FIXTURE))).body.id);
    expect((await stack.client().post('/api/imports', bookmarksForm(FIXTURE))).status).toBe(401);
    expect((await stack.client().get(`/api/imports/${job.id}`)).status).toBe(401);
    const hidden = await other.get(`/api/imports/${job.id}`);
    expect(hidden.status).toBe(404);
    expect(hidden.body.message).toBe('Import not found');
    expect((await other.get(`/api/imports/${job.id}/failures.csv`)).status).toBe(404);
    expect((await other.get('/api/imports')).body).toEqual([]);
    expect((await client.get('/api/imports')).body.map((j: { id: number }) => j.id)).toEqual([job.id]);
    expect((await client.get('/api/imports/abc')).status).toBe(400);
    expect((await client.get('/api/imports/999999999')).status).toBe(404);
  });

  it('allows one running import per user (409) and still finishes a large one', async () => {
    const { client } = await signedIn();
    const big = await client.post('/api/imports', bookmarksForm(bigBookmarksFile(400, 'busy')));
    expect(big.status).toBe(202);
    const second = await client.post('/api/imports', bookmarksForm(FIXTURE));
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(IMPORT_ALREADY_RUNNING);
    // Someone else is not held up by it.
    const { client: other } = await signedIn();
    expect((await other.post('/api/imports', bookmarksForm(FIXTURE))).status).toBe(202);

    const done = await waitForJob(client, big.body.id, 120_000);
    expect(done).toMatchObject({
      status: 'done',
      total: 400,
      done: 400,
      imported: 400,
      duplicates: 0,
      failed: 0,
    });
    expect((await client.post('/api/imports', bookmarksForm(FIXTURE))).status).toBe(202);
  });

  it('saves the links of a folder whose collection is deleted during the import, without it', async () => {
    const { client } = await signedIn();
    const started = await client.post('/api/imports', bookmarksForm(bigBookmarksFile(300, 'doomed')));
    let collections: { id: number; title: string }[] = [];
    while (!collections.some((c) => c.title === 'Folder 9')) {
      collections = (await client.get('/api/collections')).body;
      await new Promise((r) => setTimeout(r, 20));
    }
    const doomed = collections.find((c) => c.title === 'Folder 9')!;
    expect((await client.delete(`/api/collections/${doomed.id}`)).status).toBe(200);
    // Folder 9's links come last in the file: the deletion landed before the worker reached them.
    expect((await client.get(`/api/imports/${started.body.id}`)).body.done).toBeLessThan(270);
    const job = await waitForJob(client, started.body.id, 120_000);
    expect(job).toMatchObject({ status: 'done', imported: 300, failed: 0 });
    const left = (await client.get('/api/collections')).body as { title: string }[];
    expect(left.map((c) => c.title)).not.toContain('Folder 9');
    expect(left).toHaveLength(9);
  });

  it('refuses what is not a bookmarks file with a message, never a 500', async () => {
    const { client } = await signedIn();
    const cases: [Buffer | string, string][] = [
      ['just some text, no links', IMPORT_NOT_BOOKMARKS],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), IMPORT_NOT_BOOKMARKS],
      ['<html><body><p>Hello</p></body></html>', IMPORT_NOT_BOOKMARKS],
      ['<!DOCTYPE NETSCAPE-Bookmark-file-1><DL><p></DL>', IMPORT_NO_LINKS],
    ];
    for (const [bytes, message] of cases) {
      const res = await client.post('/api/imports', bookmarksForm(bytes));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const noFile = new FormData();
    noFile.append('visibility', 'private');
    expect((await client.post('/api/imports', noFile)).body.message).toBe(
      'Choose a bookmarks file to import',
    );
    expect((await client.post('/api/imports', { file: 'x' })).status).toBe(400);
    // Raw NUL bytes mean a binary file, whatever it claims to be.
    const nul = await client.post(
      '/api/imports',
      bookmarksForm('<!DOCTYPE NETSCAPE-Bookmark-file-1>\u0000<A HREF="https://a.example">a</A>'),
    );
    expect(nul.body.message).toBe(IMPORT_NOT_BOOKMARKS);
    // Hostile markup: unbalanced lists, script, encoded NULs and entities do not break the parse.
    const messy =
      '<!DOCTYPE NETSCAPE-Bookmark-file-1></DL></DL><DL><DT><H3>A&#0;</H3><DL><DT><A HREF="https://m.example/x">T&lt;script&gt;&#0;</A>' +
      '<script>alert(1)</script><DT><A HREF="data:text/html,hi">d</A><DT><A HREF="https://m.example/' +
      'x'.repeat(3000) +
      '">long</A>';
    const res = await client.post('/api/imports', bookmarksForm(messy));
    expect(res.status).toBe(202);
    const job = await waitForJob(client, res.body.id);
    expect(job).toMatchObject({ total: 3, imported: 1, failed: 2 });
    const [gem] = await myGems(client);
    expect(gem).toMatchObject({ title: 'T<script>\uFFFD', url: 'https://m.example/x' });
  });

  it('refuses a file over 20 MB (413 before reading, 400 when it only shows while reading)', async () => {
    const { client } = await signedIn();
    const huge = Buffer.alloc(21 * 1024 * 1024, 'a');
    const res = await client.post('/api/imports', bookmarksForm(huge));
    expect(res.status).toBe(413);
    const justOver = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    const over = await client.post('/api/imports', bookmarksForm(justOver));
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(IMPORT_TOO_LARGE);
    expect(IMPORT_TOO_MANY).toBe('A bookmarks file may hold at most 50,000 links');
  });
});

describe('POST /api/gems/batch without the scraper', () => {
  // This stack runs no scraper (SCRAPER_URL is a closed port): nothing is saved half-filled.
  it('reports each link as failed because previews are unavailable, and saves none', async () => {
    const { client } = await signedIn();
    const res = await client.post('/api/gems/batch', {
      urls: ['https://offline.example/one', 'https://offline.example/two'],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 0, duplicates: 0, failed: 2 });
    expect(res.body.results).toEqual([
      { url: 'https://offline.example/one', status: 'failed', message: BATCH_PREVIEWS_UNAVAILABLE },
      { url: 'https://offline.example/two', status: 'failed', message: BATCH_PREVIEWS_UNAVAILABLE },
    ]);
    expect(await myGems(client)).toEqual([]);
  });
});
