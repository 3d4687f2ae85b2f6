import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { XMLParser } from 'fast-xml-parser';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

it('answers one urlset while the public pages fit in one file', async () => {
  const client = stack.client();
  const account = newAccount();
  expect((await client.post('/api/auth/register', account)).status).toBe(201);
  const gem = await client.post('/api/gems', {
    url: 'https://example.com/one',
    title: 'One',
    visibility: 'public',
  });
  expect(gem.status).toBe(201);
  const res = await fetch(`${stack.gatewayUrl}/sitemap.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=300');
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(await res.text());
  expect(parsed.sitemapindex).toBeUndefined();
  expect(parsed.urlset.url.map((u: { loc: string }) => u.loc).sort()).toEqual(
    [`${stack.gatewayUrl}/gem/${gem.body.id}`, `${stack.gatewayUrl}/profile/${account.username}`].sort(),
  );
});
