import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDocumentedAnswer, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { articleBody, articlePage, startArticleSite, type ArticleSite } from './support/article-site.js';

// Issue 29 §2: a saved gem's page is copied in the background by the real scraper (its own service,
// over HTTP, under its address rules: only SCRAPER_ALLOW_HOSTS reaches the loopback site), its main
// content extracted and sanitized, kept by curation and read with the gem's visibility.
let stack: TestStack;
let site: ArticleSite;
let owner: TestClient;
let other: TestClient;
let visitor: TestClient;

beforeAll(async () => {
  site = await startArticleSite();
  stack = await startTestStack(
    { SCRAPER_ALLOW_HOSTS: site.hostPort, GEM_ARCHIVES: 'true', GEM_ARCHIVES_IDLE_SECONDS: '1' },
    { curation: true, scraper: true },
  );
  owner = stack.client();
  other = stack.client();
  visitor = stack.client();
  expect((await owner.post('/api/auth/register', newAccount())).status).toBe(201);
  expect((await other.post('/api/auth/register', newAccount())).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await site?.close();
  await stopTestDatabase();
});

async function save(path: string, extra: Record<string, unknown> = {}): Promise<number> {
  const res = await owner.post('/api/gems', { url: site.url(path), title: `Saved ${path}`, ...extra });
  expect(res.status).toBe(201);
  return (res.body as { id: number }).id;
}

/** The archive's answer once it is no longer 404 (the keeper works in the background). */
async function archiveOf(id: number, client = owner) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await client.get(`/api/gems/${id}/archive`);
    if (res.status !== 404 || Date.now() > deadline) return res;
    await new Promise((r) => setTimeout(r, 150));
  }
}

type Archive = {
  gemId: number;
  url: string;
  title: string;
  byline: string | null;
  html: string;
  text: string;
  savedAt: string;
};
const MARKERS = ['NAV-MARKER', 'FOOTER-MARKER', 'SCRIPT-HEAD-MARKER', 'SCRIPT-BODY-MARKER'];

describe('readable copies', () => {
  it('keeps the article’s text without its navigation, footer or scripts', async () => {
    site.page(
      '/news/harbour',
      articlePage('Harbour gates approved', articleBody('the dredging barge is named Pelican')),
    );
    const id = await save('/news/harbour');
    const res = await archiveOf(id);
    expect(res.status).toBe(200);
    expectDocumentedAnswer(res);
    const copy = res.body as Archive;
    expect(copy).toMatchObject({ gemId: id, url: site.url('/news/harbour'), byline: 'By Grace Reporter' });
    expect(copy.title).toContain('Harbour gates approved');
    expect(copy.text).toContain('dredging barge is named Pelican');
    expect(copy.html).toContain('tide gates');
    expect(copy.html).toContain(`href="${site.url('/notes/0')}"`);
    expect(Date.parse(copy.savedAt)).toBeGreaterThan(Date.now() - 60_000);
    for (const marker of MARKERS) {
      expect(copy.html).not.toContain(marker);
      expect(copy.text).not.toContain(marker);
    }
    expect(copy.html).not.toMatch(/<(script|style|nav|footer|header|iframe|img)\b/i);
    expect(copy.html).not.toMatch(/\son\w+\s*=|javascript:/i);
    // The gem page learns of the copy from the gem itself, without asking for it.
    const gem = await owner.get(`/api/gems/${id}`);
    expect(gem.body.readableCopySavedAt).toBe(copy.savedAt);
  });

  it('shows a private gem’s copy to its owner alone: 404 to others and to visitors', async () => {
    site.page('/news/private', articlePage('Private minutes', articleBody()));
    const id = await save('/news/private', { visibility: 'private' });
    expect((await archiveOf(id)).status).toBe(200);
    for (const client of [other, visitor]) {
      const res = await client.get(`/api/gems/${id}/archive`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
  });

  it('answers 404 with a message while there is no copy, and 400/404 for bad ids', async () => {
    const missing = await save('/news/gone');
    // The page is missing: the keeper asks once, then the gem stays without a copy.
    const deadline = Date.now() + 10_000;
    while (!site.requests.includes('/news/gone') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(site.requests).toContain('/news/gone');
    const none = await owner.get(`/api/gems/${missing}/archive`);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ message: 'This gem has no readable copy yet.' });
    expectDocumentedAnswer(none);
    for (const bad of ['abc', '-1', '1.5', '99999999999999999999']) {
      const res = await visitor.get(`/api/gems/${bad}/archive`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: expect.any(String) });
    }
    expect((await visitor.get('/api/gems/987654/archive')).status).toBe(404);
  });

  it('makes the copy from the page the owner’s browser sends when the site turns servers away', async () => {
    const id = await save('/blocked/paywalled');
    const page = articlePage('Behind the wall', articleBody('the lighthouse keeper kept bees'));
    expect((await other.put(`/api/gems/${id}/archive`, { html: page })).status).toBe(403);
    expect((await visitor.put(`/api/gems/${id}/archive`, { html: page })).status).toBe(401);
    expect((await owner.put(`/api/gems/${id}/archive`, { html: '' })).status).toBe(400);
    const sent = await owner.put(`/api/gems/${id}/archive`, { html: page });
    expect(sent.status).toBe(202);
    expectDocumentedAnswer(sent);
    const res = await archiveOf(id);
    expect(res.status).toBe(200);
    const copy = res.body as Archive;
    expect(copy.text).toContain('lighthouse keeper kept bees');
    for (const marker of MARKERS) expect(copy.html).not.toContain(marker);
  });

  it('forgets the copy with the gem', async () => {
    site.page('/news/deleted', articlePage('Deleted soon', articleBody()));
    const id = await save('/news/deleted');
    expect((await archiveOf(id)).status).toBe(200);
    expect((await owner.delete(`/api/gems/${id}`)).status).toBeLessThan(300);
    expect((await owner.get(`/api/gems/${id}/archive`)).status).toBe(404);
  });
});

type Card = { id: number; title: string; matchSnippet?: { text: string; mark: boolean }[] };

describe('search inside saved pages', () => {
  it('finds a gem by a word only in its page, ranked below a gem with the word in its title, with a marked passage', async () => {
    site.page(
      '/news/mineral',
      articlePage('Island geology', articleBody('the vein was full of zanzibarite crystals')),
    );
    const inPage = await save('/news/mineral');
    expect((await archiveOf(inPage)).status).toBe(200);
    site.page('/news/titled', articlePage('Another page', articleBody()));
    const inTitle = (
      await owner.post('/api/gems', { url: site.url('/news/titled'), title: 'Zanzibarite field guide' })
    ).body as { id: number };
    for (const client of [visitor, owner]) {
      const res = await client.get('/api/gems?search=zanzibarite&limit=20');
      expect(res.status).toBe(200);
      expectDocumentedAnswer(res);
      const cards = res.body as Card[];
      expect(cards.map((c) => c.id)).toEqual([inTitle.id, inPage]);
      expect(cards[0]!.matchSnippet).toBeUndefined();
      const snippet = cards[1]!.matchSnippet!;
      expect(snippet.filter((p) => p.mark).map((p) => p.text.toLowerCase())).toEqual(['zanzibarite']);
      expect(snippet.map((p) => p.text).join('')).toContain('vein was full of');
      const passage = snippet.map((p) => p.text).join('');
      expect(passage).not.toMatch(/[<>]/);
      expect(passage).not.toContain('\u0002');
      expect(passage).not.toContain('\u0003');
    }
    // The owner's own search (My Collections) reads the same tiers.
    const mine = await owner.get('/api/gems?feed=mine&search=zanzibarite&limit=20');
    expect((mine.body as Card[]).map((c) => c.id)).toEqual([inTitle.id, inPage]);
    // Paging walks from the title tier into the page-text tier.
    const first = await visitor.get('/api/gems?search=zanzibarite&limit=1');
    expect((first.body as Card[]).map((c) => c.id)).toEqual([inTitle.id]);
    const cursor = first.headers.get('x-next-cursor')!;
    const second = await visitor.get(
      `/api/gems?search=zanzibarite&limit=1&cursor=${encodeURIComponent(cursor)}`,
    );
    expect((second.body as Card[]).map((c) => c.id)).toEqual([inPage]);
  });

  it('never lets another curator or a visitor find a private gem by its page’s words', async () => {
    site.page('/news/secret', articlePage('Diary', articleBody('we tried quokkamancy at dawn')));
    const secret = await save('/news/secret', { visibility: 'private' });
    expect((await archiveOf(secret)).status).toBe(200);
    const mine = await owner.get('/api/gems?feed=mine&search=quokkamancy');
    expect((mine.body as Card[]).map((c) => c.id)).toEqual([secret]);
    expect((await owner.get('/api/gems?search=quokkamancy')).body).toHaveLength(1);
    for (const client of [other, visitor]) {
      const res = await client.get('/api/gems?search=quokkamancy');
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
    }
  });
});
