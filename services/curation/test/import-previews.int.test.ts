import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { bookmarksForm, waitForJob } from './fixtures/imports-helpers.js';
import { startPreviewSite, type PreviewSite } from './support/preview-site.js';

// Issue 29 §1: a bookmark file's links get their previews (title, description, image, byline) after
// the import, in the background, through the real scraper reaching a loopback site; the job counts
// them (`previewsDone`), and the images found are then kept here by the preview image keeper.
let stack: TestStack;
let site: PreviewSite;
let client: TestClient;

beforeAll(async () => {
  site = await startPreviewSite();
  stack = await startTestStack(
    {
      SCRAPER_ALLOW_HOSTS: site.hostPort,
      IMPORT_PREVIEWS: 'true',
      PREVIEW_IMAGES_KEEP: 'true',
      PREVIEW_IMAGES_IDLE_SECONDS: '1',
    },
    { curation: true, scraper: true },
  );
  client = stack.client();
  expect((await client.post('/api/auth/register', newAccount())).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await site?.close();
  await stopTestDatabase();
});

type Job = { id: number; status: string; imported: number; previewsDone: number };
type GemAnswer = {
  id: number;
  url: string;
  title: string;
  description: string;
  imageUrl: string;
  siteName: string | null;
  sourceImageUrl: string | null;
};

describe('previews after a bookmark-file import', () => {
  it('fills what the file left empty, counts progress, and leaves a dead link as it was', async () => {
    const file = [
      '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
      '<DL><p>',
      `<DT><A HREF="${site.url('/article/mugs')}">My mugs</A>`,
      `<DT><A HREF="${site.url('/article/spoons')}"></A>`,
      `<DT><A HREF="${site.url('/gone-page')}">Dead link</A>`,
      '</DL><p>',
    ].join('\n');
    const started = await client.post('/api/imports', bookmarksForm(file));
    expect(started.status).toBe(202);
    const job = (await waitForJob(client, started.body.id)) as Job;
    expect(job).toMatchObject({ status: 'done', imported: 3 });

    const deadline = Date.now() + 20_000;
    let now = job;
    while (now.previewsDone < 3 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      now = (await client.get(`/api/imports/${job.id}`)).body as Job;
    }
    expect(now.previewsDone).toBe(3);

    const mine = (await client.get('/api/gems?feed=mine&limit=50')).body as GemAnswer[];
    const byPath = (path: string) => mine.find((g) => g.url === site.url(path))!;
    // The user's own title stays; the empty description, image and byline are the page's.
    expect(byPath('/article/mugs')).toMatchObject({
      title: 'My mugs',
      description: 'Everything about mugs, from the preview site.',
      siteName: 'Preview Site',
    });
    // A link saved without a title had its domain as title: the page's title replaces it.
    expect(byPath('/article/spoons').title).toBe('Notes on spoons');
    expect(byPath('/gone-page')).toMatchObject({ title: 'Dead link', description: '', imageUrl: '' });

    // The images found are then kept here like any gem's.
    const imageDeadline = Date.now() + 15_000;
    let mugs = byPath('/article/mugs');
    while (!mugs.imageUrl.startsWith('/uploads/') && Date.now() < imageDeadline) {
      await new Promise((r) => setTimeout(r, 200));
      mugs = (await client.get(`/api/gems/${mugs.id}`)).body as GemAnswer;
    }
    expect(mugs).toMatchObject({ sourceImageUrl: site.url('/cover.png') });
    expect(mugs.imageUrl).toMatch(/^\/uploads\//);
  });
});
