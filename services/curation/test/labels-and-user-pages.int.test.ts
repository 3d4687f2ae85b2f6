import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CATEGORIES } from '@gems/contracts';
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

let n = 0;
const save = (client: TestClient, body: Record<string, unknown>) =>
  client.post('/api/gems', {
    url: `https://example.com/l-${n++}-${Math.random().toString(36).slice(2)}`,
    ...body,
  });

describe('tags, categories and a user’s gems', () => {
  it('offers the tags of visible gems, most used first, never a private gem’s', async () => {
    const { client } = await signedIn();
    const tag = `t${Date.now().toString(36)}`;
    await save(client, { tags: [`${tag}-rare`, `${tag}-common`] });
    await save(client, { tags: [`${tag}-common`] });
    await save(client, { tags: [`${tag}-secret`], visibility: 'private' });

    const anyone = (await stack.client().get('/api/tags')).body as string[];
    const ours = anyone.filter((t) => t.startsWith(tag));
    expect(ours).toEqual([`${tag}-common`, `${tag}-rare`]);
    expect((await client.get('/api/tags')).body).toContain(`${tag}-secret`);
  });

  it('lists the sixteen categories, Article, then custom ones in use', async () => {
    const { client } = await signedIn();
    await save(client, { categories: ['Maps & Atlases'] });
    const res = await stack.client().get('/api/categories');
    expect(res.body.slice(0, 17)).toEqual([...CATEGORIES, 'Article']);
    expect(res.body).toContain('Maps & Atlases');
    expect(new Set(res.body).size).toBe(res.body.length);
  });

  it('shows a user’s gems as the viewer may see them, paged', async () => {
    const { client, user } = await signedIn();
    const open = (await save(client, { title: 'open' })).body.id;
    const closed = (await save(client, { title: 'closed', visibility: 'private' })).body.id;
    const followersOnly = (await save(client, { title: 'followers', visibility: 'followers' })).body.id;

    const own = await client.get(`/api/users/${user.id}/gems`);
    expect(own.body.map((g: { id: number }) => g.id)).toEqual([followersOnly, closed, open]);
    const other = await signedIn();
    const seen = await other.client.get(`/api/users/${user.id}/gems`);
    expect(seen.body.map((g: { id: number }) => g.id)).toEqual([open]);

    const first = await client.get(`/api/users/${user.id}/gems?limit=2`);
    expect(first.body).toHaveLength(2);
    const rest = await client.get(
      `/api/users/${user.id}/gems?limit=2&cursor=${first.headers.get('x-next-cursor')}`,
    );
    expect(rest.body.map((g: { id: number }) => g.id)).toEqual([open]);
    expect((await client.get('/api/users/abc/gems')).status).toBe(400);
  });

  it('counts on the first page the gems the viewer may see (X-Total-Count), not the page', async () => {
    const { client, user } = await signedIn();
    for (let i = 0; i < 3; i++) await save(client, { title: `open ${i}`, categories: ['Travel'] });
    await save(client, { title: 'open other', categories: ['Food & Drink'] });
    await save(client, { title: 'closed', visibility: 'private', categories: ['Travel'] });
    await save(client, { title: 'followers', visibility: 'followers' });
    const path = `/api/users/${user.id}/gems?limit=2`;
    const total = async (c: TestClient, p = path) => (await c.get(p)).headers.get('x-total-count');

    expect(await total(client)).toBe('6');
    expect(await total((await signedIn()).client)).toBe('4');
    expect(await total(stack.client())).toBe('4');
    expect(await total(client, `${path}&category=Travel`)).toBe('4');
    expect(await total(stack.client(), `${path}&category=Travel`)).toBe('3');
    const first = await client.get(path);
    const next = await client.get(`${path}&cursor=${first.headers.get('x-next-cursor')}`);
    expect(next.status).toBe(200);
    expect(next.headers.get('x-total-count')).toBeNull();
    expect(await total(stack.client(), `/api/users/999999/gems`)).toBe('0');
  });
});
