import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { BATCH_NO_URLS } from '@gems/contracts';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { startPreviewSite, type PreviewSite } from './support/preview-site.js';

// Batch Import with a real scraper (its own service, over HTTP) reaching a loopback website that
// only SCRAPER_ALLOW_HOSTS lets it reach: previews, the scraper's refusals, duplicates, concurrency.
let stack: TestStack;
let site: PreviewSite;
let client: TestClient;

beforeAll(async () => {
  site = await startPreviewSite();
  stack = await startTestStack(
    { SCRAPER_ALLOW_HOSTS: site.hostPort, SCRAPER_BUDGET_MS: '4000', SCRAPER_FETCH_TIMEOUT_MS: '3000' },
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

describe('POST /api/gems/batch with the scraper', () => {
  it("saves a good link with its page's title, description and image", async () => {
    const url = site.url('/article/kettles');
    const res = await client.post('/api/gems/batch', { urls: [url] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, duplicates: 0, failed: 0 });
    const [result] = res.body.results;
    expect(result).toMatchObject({ url, status: 'created', title: 'Notes on kettles' });
    const gem = (await client.get(`/api/gems/${result.gemId}`)).body;
    expect(gem).toMatchObject({
      url,
      title: 'Notes on kettles',
      description: 'Everything about kettles, from the preview site.',
      imageUrl: site.url('/cover.png'),
      domain: '127.0.0.1',
      siteName: 'Preview Site',
      publishedAt: '2026-02-01T08:00:00.000Z',
    });
  });

  it("reports a nonexistent host and a missing page as failed, with the scraper's own message", async () => {
    const missingHost = 'https://no-such-host.invalid/page';
    const missingPage = site.url('/gone');
    const res = await client.post('/api/gems/batch', { urls: [missingHost, missingPage] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 0, failed: 2 });
    // The same links through Add a New Gem's preview call: the batch says what the scraper says.
    for (const [i, url] of [missingHost, missingPage].entries()) {
      const scrape = await client.post('/api/scrape', { url, extractIndividualLocations: false });
      expect(scrape.status).toBeGreaterThanOrEqual(400);
      expect(res.body.results[i]).toEqual({ url, status: 'failed', message: scrape.body.message });
    }
    expect(res.body.results[0].message).toMatch(/URL|address/);
    expect(res.body.results[1].message).toMatch(/could not be found/);
    const mine = (await client.get('/api/gems?feed=mine&limit=100')).body as { url: string }[];
    expect(mine.map((g) => g.url)).not.toContain(missingPage);
  });

  it('reports a link already saved as a duplicate without fetching it again', async () => {
    const url = site.url('/article/teapots');
    const first = await client.post('/api/gems/batch', { urls: [url] });
    expect(first.body.results[0].status).toBe('created');
    const asked = site.requests.length;
    const again = await client.post('/api/gems/batch', { urls: [`${url}?utm_source=newsletter`] });
    expect(again.body.results[0]).toMatchObject({
      status: 'duplicate',
      gemId: first.body.results[0].gemId,
      message: 'You already saved this link',
    });
    expect(site.requests.length).toBe(asked);
  });

  it('fetches previews four at a time, answering in the order sent', async () => {
    const urls = Array.from({ length: 9 }, (_, i) => site.url(`/slow/page-${i}?ms=300`));
    const res = await client.post('/api/gems/batch', { urls });
    expect(res.status).toBe(200);
    expect(res.body.created).toBe(9);
    expect(res.body.results.map((r: { title: string }) => r.title)).toEqual(
      urls.map((_, i) => `Notes on page-${i}`),
    );
    // Never more than four at once, and more than one (a busy machine may not line all four up):
    // the fixture site counts the requests it holds open at the same time. (No wall-clock bound:
    // a loaded machine stretches every round.)
    expect(site.peakSlow).toBeLessThanOrEqual(4);
    expect(site.peakSlow).toBeGreaterThan(1);
  });

  it('takes the first http(s) address of each entry; refuses the rest; a repeat in one batch is a duplicate', async () => {
    const one = site.url('/article/one');
    const res = await client.post('/api/gems/batch', {
      urls: [
        `see ${one}, and ${site.url('/article/two')}`,
        'no address here',
        `${one}?utm_source=x`,
        'javascript:alert(1)',
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: 1, duplicates: 1, failed: 2 });
    const [first, none, dup, js] = res.body.results;
    expect(first).toMatchObject({ url: one, status: 'created', title: 'Notes on one' });
    expect(none).toMatchObject({ status: 'failed', message: 'Please enter a valid URL' });
    expect(dup).toMatchObject({
      status: 'duplicate',
      gemId: first.gemId,
      message: 'You already saved this link',
    });
    expect(js).toMatchObject({ status: 'failed', message: 'Please enter a valid URL' });
    expect(site.requests).not.toContain('/article/two');
  });

  it('validates the list and needs a signed-in user', async () => {
    expect((await stack.client().post('/api/gems/batch', { urls: [site.url('/article/x')] })).status).toBe(
      401,
    );
    const empty = await client.post('/api/gems/batch', { urls: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(BATCH_NO_URLS);
    expect((await client.post('/api/gems/batch', {})).status).toBe(400);
    const many = Array.from({ length: 51 }, (_, i) => `https://many.example/${i}`);
    expect((await client.post('/api/gems/batch', { urls: many })).status).toBe(400);
    expect((await client.post('/api/gems/batch', { urls: [42] })).status).toBe(400);
  });
});
