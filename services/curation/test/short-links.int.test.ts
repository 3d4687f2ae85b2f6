import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
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

async function signedIn(): Promise<{ client: TestClient; user: { id: number } }> {
  const client = stack.client();
  const { body } = await client.post('/api/auth/register', newAccount());
  return { client, user: body };
}

async function query<T extends pg.QueryResultRow>(sql: (schema: string) => string, params: unknown[]) {
  const schema = stack.env.DB_SCHEMA!.replace(/_identity$/, '_curation');
  const db = new pg.Client({ connectionString: stack.env.DATABASE_URL });
  await db.connect();
  try {
    return (await db.query<T>(sql(`"${schema}"`), params)).rows;
  } finally {
    await db.end();
  }
}

describe('short links', () => {
  it('gives each sharer one 8-character code per gem, redirects to the gem page and counts clicks', async () => {
    const { client } = await signedIn();
    const gem = (await client.post('/api/gems', { url: `https://example.com/s-${Date.now()}` })).body;
    const first = await client.post(`/api/gems/${gem.id}/short-url`);
    expect(first.status).toBe(200);
    expect(first.body.shortCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect((await client.post(`/api/gems/${gem.id}/short-url`)).body.shortCode).toBe(first.body.shortCode);
    // Another sharer gets a link of their own: an open is credited to whoever shared it.
    const sharer = await signedIn();
    const theirs = (await sharer.client.post(`/api/gems/${gem.id}/short-url`)).body.shortCode;
    expect(theirs).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(theirs).not.toBe(first.body.shortCode);
    const anonymous = (await stack.client().post(`/api/gems/${gem.id}/short-url`)).body.shortCode;
    expect([first.body.shortCode, theirs]).not.toContain(anonymous);

    for (let i = 0; i < 2; i++) {
      const hop = await stack.client().get(`/s/${first.body.shortCode}`);
      expect(hop.status).toBe(302);
      expect(hop.headers.get('location')).toBe(`/gem/${gem.id}`);
    }
    const [row] = await query<{ click_count: number }>(
      (s) => `SELECT click_count FROM ${s}.short_urls WHERE short_code = $1`,
      [first.body.shortCode],
    );
    expect(row?.click_count).toBe(2);
  });

  it('publishes a share when someone other than the sharer opens the link, once per opener', async () => {
    const { client, user } = await signedIn();
    const gem = (await client.post('/api/gems', { url: `https://example.com/o-${Date.now()}` })).body;
    const sharer = await signedIn();
    const code = (await sharer.client.post(`/api/gems/${gem.id}/short-url`)).body.shortCode;
    const anonymousCode = (await stack.client().post(`/api/gems/${gem.id}/short-url`)).body.shortCode;
    const opener = await signedIn();
    await sharer.client.get(`/s/${code}`); // the sharer's own open is no share
    for (let i = 0; i < 3; i++) await opener.client.get(`/s/${code}`);
    await client.get(`/s/${code}`); // the gem's owner is someone else than the sharer
    for (let i = 0; i < 2; i++) await stack.client().get(`/s/${code}`); // one signed-out address
    await opener.client.get(`/s/${anonymousCode}`); // a link nobody owns shares for nobody

    const shared = await query<{ envelope: { data: Record<string, unknown> } }>(
      (s) =>
        `SELECT envelope FROM ${s}.outbox_events
          WHERE subject = 'gem.shared' AND (envelope->'data'->>'gemId')::int = $1 ORDER BY created_at`,
      [gem.id],
    );
    const base = { gemId: gem.id, userId: user.id, sharedBy: sharer.user.id, shortCode: code };
    expect(shared.map((r) => r.envelope.data)).toEqual([
      { ...base, openedBy: `u:${opener.user.id}` },
      { ...base, openedBy: `u:${user.id}` },
      { ...base, openedBy: expect.stringMatching(/^a:[0-9a-f]{32}$/) },
    ]);
  });

  it('shares only gems the caller may see, and answers 404 for unknown codes', async () => {
    const { client } = await signedIn();
    const hidden = (
      await client.post('/api/gems', { url: 'https://example.com/hidden', visibility: 'private' })
    ).body;
    expect((await stack.client().post(`/api/gems/${hidden.id}/short-url`)).status).toBe(404);
    expect((await stack.client().get('/s/ZZZZZZZZ')).status).toBe(404);
    // A browser following an unknown link sees the app's not-found page, still with a 404.
    writeFileSync(join(stack.env.WEB_DIST_DIR!, 'index.html'), '<!doctype html><div id="root"></div>');
    const page = await fetch(`${stack.gatewayUrl}/s/ZZZZZZZZ`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(404);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('<div id="root">');
    expect((await stack.client().get('/s/bad')).status).toBe(404);
  });
});
