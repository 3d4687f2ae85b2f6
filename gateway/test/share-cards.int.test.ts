import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { extract } from '@gems/scraper/extract';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
const web = mkdtempSync(join(tmpdir(), 'gems-cards-'));
writeFileSync(
  join(web, 'index.html'),
  '<!doctype html><html><head><meta name="description" content="Gems: save links." /><title>Gems</title></head><body><div id="root"></div></body></html>',
);

beforeAll(async () => {
  stack = await startTestStack({ WEB_DIST_DIR: web }, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

async function signedIn(): Promise<{ client: TestClient; username: string }> {
  const client = stack.client();
  const account = newAccount();
  const res = await client.post('/api/auth/register', account);
  expect(res.status).toBe(201);
  return { client, username: account.username };
}

let n = 0;
async function saveGem(client: TestClient, fields: Record<string, unknown>): Promise<number> {
  const res = await client.post('/api/gems', {
    url: `https://example.com/card-${n++}-${Math.random().toString(36).slice(2)}`,
    ...fields,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

const page = async (path: string) => {
  const res = await fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res.text();
};

describe('share cards', () => {
  it('gives a public gem its own card, read back by the product’s own scraper', async () => {
    const { client, username } = await signedIn();
    const id = await saveGem(client, {
      title: 'Tide tables for sailors',
      description: 'When the water comes and goes',
      imageUrl: 'https://img.example/tides.jpg',
      visibility: 'public',
    });
    const html = await page(`/gem/${id}`);
    const card = extract(html, `${stack.gatewayUrl}/gem/${id}`);
    expect(card).toMatchObject({
      title: 'Tide tables for sailors',
      description: 'When the water comes and goes',
      image: 'https://img.example/tides.jpg',
      url: `${stack.gatewayUrl}/gem/${id}`,
    });
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain(`<link rel="canonical" href="${stack.gatewayUrl}/gem/${id}" />`);
    expect(html).toContain('<div id="root">');

    const profile = await page(`/profile/${username}`);
    expect(profile).toContain(`<meta property="og:url" content="${stack.gatewayUrl}/profile/${username}" />`);
    expect(profile).toContain('<meta property="og:type" content="profile" />');
    // its feed is advertised
    expect(profile).toContain(
      `<link rel="alternate" type="application/rss+xml" title="@${username}" href="${stack.gatewayUrl}/profile/${username}/feed.xml" />`,
    );
  });

  it('gives a private or followers-only gem, a private collection and a private profile the generic head', async () => {
    const { client, username } = await signedIn();
    const secret = await saveGem(client, {
      title: 'Secret plans',
      imageUrl: 'https://img.example/secret.jpg',
      visibility: 'private',
    });
    const followers = await saveGem(client, { title: 'Friends only', visibility: 'followers' });
    const collection = await client.post('/api/collections', { title: 'Hidden shelf', isPublic: false });
    expect(collection.status).toBe(201);
    expect((await client.patch('/api/auth/profile', { isPublic: false })).status).toBe(200);
    for (const path of [
      `/gem/${secret}`,
      `/gem/${followers}`,
      `/collections/${collection.body.id}`,
      `/profile/${username}`,
      '/gem/999999999',
    ]) {
      const html = await page(path);
      expect([path, html]).toEqual([path, expect.stringContaining('<title>Gems</title>')]);
      expect(html).not.toMatch(/Secret plans|Friends only|Hidden shelf|secret\.jpg|og:/);
    }
  });

  it('gives a public collection its card and escapes a hostile title', async () => {
    const { client } = await signedIn();
    const made = await client.post('/api/collections', {
      title: '</title><script>alert(1)</script>',
      description: '"><img src=x onerror=alert(2)>',
      visibility: 'public',
    });
    expect(made.status).toBe(201);
    const html = await page(`/collections/${made.body.id}`);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Gems</title>');
    expect(html).toContain(
      '<meta property="og:description" content="&quot;&gt;&lt;img src=x onerror=alert(2)&gt;" />',
    );
  });
});
