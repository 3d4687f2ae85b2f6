import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { expectDocumentedAnswer, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

// Three URLs per sitemap file, so a handful of public pages already needs the sitemap index.
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ SITEMAP_URLS_PER_FILE: '3' }, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => name === 'url' || name === 'sitemap',
});

async function signedIn(): Promise<{ client: TestClient; username: string }> {
  const client = stack.client();
  const account = newAccount();
  expect((await client.post('/api/auth/register', account)).status).toBe(201);
  return { client, username: account.username };
}

let n = 0;
async function saveGem(client: TestClient, visibility: string): Promise<number> {
  const res = await client.post('/api/gems', {
    url: `https://example.com/sitemap-${n++}-${Math.random().toString(36).slice(2)}`,
    title: `A ${visibility} gem`,
    visibility,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const xml = async (path: string) => {
  const res = await fetch(`${stack.gatewayUrl}${path}`);
  expect([path, res.status]).toEqual([path, 200]);
  expect(res.headers.get('content-type')).toMatch(/application\/xml/);
  return parser.parse(await res.text());
};

describe('robots.txt and sitemaps', () => {
  it('keeps crawlers off the API and personal pages and names the sitemap', async () => {
    const res = await fetch(`${stack.gatewayUrl}/robots.txt`);
    expect(res.status).toBe(200);
    const text = await res.text();
    for (const path of ['/api/', '/admin', '/settings', '/dashboard'])
      expect(text).toContain(`Disallow: ${path}\n`);
    expect(text).toContain(`Sitemap: ${stack.gatewayUrl}/sitemap.xml`);
  });

  it('lists public gems, collections and profiles with lastmod, past the file size as an index, nothing private', async () => {
    const ada = await signedIn();
    const bob = await signedIn();
    const hidden = await signedIn();
    expect((await hidden.client.patch('/api/auth/profile', { isPublic: false })).status).toBe(200);
    const publicGems = [await saveGem(ada.client, 'public'), await saveGem(bob.client, 'public')];
    const privateGems = [await saveGem(ada.client, 'private'), await saveGem(bob.client, 'followers')];
    const open = await ada.client.post('/api/collections', { title: 'Open shelf', visibility: 'public' });
    const closed = await ada.client.post('/api/collections', {
      title: 'Closed shelf',
      visibility: 'private',
    });

    const index = await xml('/sitemap.xml');
    const files: string[] = index.sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
    expect(files).toEqual([
      `${stack.gatewayUrl}/sitemaps/gems-1.xml`,
      `${stack.gatewayUrl}/sitemaps/collections-1.xml`,
      `${stack.gatewayUrl}/sitemaps/profiles-1.xml`,
    ]);
    const urls: { loc: string; lastmod: string }[] = [];
    for (const file of files) urls.push(...(await xml(new URL(file).pathname)).urlset.url);
    for (const url of urls) expect(Number.isNaN(Date.parse(url.lastmod))).toBe(false);
    const locs = urls.map((u) => u.loc.replace(stack.gatewayUrl, ''));
    expect(locs.sort()).toEqual(
      [
        ...publicGems.map((id) => `/gem/${id}`),
        `/collections/${open.body.id}`,
        `/profile/${ada.username}`,
        `/profile/${bob.username}`,
      ].sort(),
    );
    for (const id of privateGems) expect(locs).not.toContain(`/gem/${id}`);
    expect(locs).not.toContain(`/collections/${closed.body.id}`);
    expect(locs).not.toContain(`/profile/${hidden.username}`);

    // a file past the end is missing, not empty
    expect((await fetch(`${stack.gatewayUrl}/sitemaps/gems-9.xml`)).status).toBe(404);
  });

  it('documents the services’ sitemap operations and refuses bad pages with 400', async () => {
    const ok = await stack.client().get('/api/sitemap/gems?limit=2');
    expect(ok.status).toBe(200);
    expectDocumentedAnswer(ok);
    expectDocumentedAnswer(await stack.client().get('/api/sitemap/profiles'));
    for (const query of ['limit=0', 'limit=50001', 'page=0', 'page=x']) {
      const bad = await stack.client().get(`/api/sitemap/collections?${query}`);
      expect([query, bad.status]).toEqual([query, 400]);
      expect(typeof bad.body.message).toBe('string');
    }
  });
});
