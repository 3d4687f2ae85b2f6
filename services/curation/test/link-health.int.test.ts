import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import pg from 'pg';
import type { LinkHealth } from '@gems/contracts';
import { eventually, expectDocumentedAnswer, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import type { Logger } from '@gems/platform/logger';
import { createPrisma } from '../src/db/prisma.js';
import { LinkChecksRepository } from '../src/links/link-checks.repository.js';
import { LinkChecker, type CheckOutcome } from '../src/links/link-checker.js';
import { scraperLinkChecks } from '../src/links/scraper-link-checks.js';
import { closedPort, startLinkSite, type LinkSite } from './support/link-site.js';

// Issue 29 §4: links are checked by the real scraper (its own service over HTTP, under its address
// rules: only SCRAPER_ALLOW_HOSTS reaches the loopback site and the refused port), the checker
// records each gem's health, the owner checks now, and social writes one weekly notice.
let stack: TestStack;
let site: LinkSite;
let refused: string;
let owner: TestClient;
let db: pg.Pool;
let schema: string;

type GemAnswer = { id: number; title: string; url: string; linkHealth: LinkHealth };

beforeAll(async () => {
  site = await startLinkSite();
  const port = await closedPort();
  refused = `127.0.0.1:${port}`;
  stack = await startTestStack(
    {
      SCRAPER_ALLOW_HOSTS: `${site.hostPort},${refused}`,
      LINK_CHECKS: 'true',
      LINK_CHECK_IDLE_SECONDS: '1',
      LINK_CHECK_HOST_GAP_MS: '0',
      LINK_DIGEST_POLL_SECONDS: '1',
    },
    { curation: true, scraper: true, social: true, adminMetrics: true },
  );
  owner = await signedIn();
  schema = `${stack.env.CACHE_PREFIX}_curation`;
  db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 4 });
}, 60_000);
afterAll(async () => {
  await db?.end();
  await stack?.stop();
  await site?.close();
  await stopTestDatabase();
});

async function signedIn(): Promise<TestClient> {
  const client = stack.client();
  expect((await client.post('/api/auth/register', newAccount())).status).toBe(201);
  return client;
}

async function save(
  client: TestClient,
  url: string,
  extra: Record<string, unknown> = {},
): Promise<GemAnswer> {
  const res = await client.post('/api/gems', { url, title: `Gem at ${url}`, ...extra });
  expect(res.status).toBe(201);
  expect((res.body as GemAnswer).linkHealth).toEqual({
    status: 'unchecked',
    httpStatus: null,
    checkedAt: null,
    movedTo: null,
  });
  return res.body as GemAnswer;
}

const read = async (id: number) => (await owner.get(`/api/gems/${id}`)).body as GemAnswer;
const checked = async (id: number): Promise<GemAnswer> =>
  (await eventually(async () => ((await read(id)).linkHealth.checkedAt ? read(id) : null), 20_000, 100))!;
const checkNow = (client: TestClient, id: number | string) => client.post(`/api/gems/${id}/link-check`, {});

describe('link health', () => {
  const gems: Record<string, GemAnswer> = {};

  it('records ok, moved (301/308), ok through a temporary redirect, and a GET where HEAD is refused', async () => {
    for (const path of ['/ok/a', '/old/b', '/old308/c', '/temp/d', '/no-head/e'])
      gems[path] = await save(owner, site.url(path));
    const health = async (path: string) => (await checked(gems[path]!.id)).linkHealth;
    expect(await health('/ok/a')).toMatchObject({ status: 'ok', httpStatus: 200, movedTo: null });
    expect(await health('/old/b')).toMatchObject({
      status: 'moved',
      httpStatus: 301,
      movedTo: site.url('/new/b'),
    });
    expect(await health('/old308/c')).toMatchObject({
      status: 'moved',
      httpStatus: 308,
      movedTo: site.url('/new/c'),
    });
    expect(await health('/temp/d')).toMatchObject({ status: 'ok', httpStatus: 200, movedTo: null });
    expect(await health('/no-head/e')).toMatchObject({ status: 'ok', httpStatus: 200 });
    expect(site.requests.filter((r) => r.endsWith('/no-head/e'))).toEqual([
      'HEAD /no-head/e',
      'GET /no-head/e',
    ]);
    expect(site.requests).toContain('HEAD /ok/a');
    expect(site.requests).not.toContain('GET /ok/a'); // HEAD answered: no body fetched
    // The cards carry the same health (the list's own serialisation).
    const mine = (await owner.get('/api/gems?feed=mine&limit=50')).body as GemAnswer[];
    expect(mine.find((g) => g.id === gems['/old/b']!.id)?.linkHealth.status).toBe('moved');
  }, 60_000);

  it('marks 404, 410, an unknown host and a refused port broken only at the second failure in a row', async () => {
    const failing = {
      '/gone404/f': 404,
      '/gone410/g': 410,
      dns: null,
      refused: null,
    } as const;
    gems['/gone404/f'] = await save(owner, site.url('/gone404/f'));
    gems['/gone410/g'] = await save(owner, site.url('/gone410/g'));
    gems.dns = await save(owner, 'http://no-such-host.invalid/page');
    gems.refused = await save(owner, `http://${refused}/page`);
    for (const [key, httpStatus] of Object.entries(failing)) {
      const first = await checked(gems[key]!.id);
      // One failure is a strike, never a verdict: the status stays what it was.
      expect(first.linkHealth).toMatchObject({ status: 'unchecked', httpStatus });
      const now = await checkNow(owner, gems[key]!.id);
      expect(now.status).toBe(200);
      expectDocumentedAnswer(now);
      expect(now.body).toMatchObject({ status: 'broken', httpStatus });
      expect((await read(gems[key]!.id)).linkHealth.status).toBe('broken');
    }
  }, 60_000);

  it('keeps the previous status on one glitch and needs two failures in a row', async () => {
    const gem = await save(owner, site.url('/flaky/h'));
    expect((await checked(gem.id)).linkHealth.status).toBe('ok');
    site.flaky.set('h', 404);
    expect((await checkNow(owner, gem.id)).body).toMatchObject({ status: 'ok', httpStatus: 404 });
    site.flaky.set('h', 200);
    expect((await checkNow(owner, gem.id)).body).toMatchObject({ status: 'ok', httpStatus: 200 });
    site.flaky.set('h', 410);
    expect((await checkNow(owner, gem.id)).body).toMatchObject({ status: 'ok', httpStatus: 410 });
    // A 503 says nothing either way: it neither counts nor clears the strike.
    site.flaky.set('h', 503);
    expect((await checkNow(owner, gem.id)).body).toMatchObject({ status: 'ok', httpStatus: 503 });
    site.flaky.set('h', 410);
    expect((await checkNow(owner, gem.id)).body).toMatchObject({ status: 'broken', httpStatus: 410 });
    gems.flaky = gem;
  }, 60_000);

  it('lets only the owner check now: 403 for others who may see it, 404 when hidden, 400/404 for bad ids', async () => {
    const other = await signedIn();
    const publicGem = gems['/ok/a']!.id;
    const hidden = await save(owner, site.url('/ok/private'), { visibility: 'private' });
    expect((await checkNow(other, publicGem)).status).toBe(403);
    expect((await checkNow(other, hidden.id)).status).toBe(404);
    expect((await checkNow(stack.client(), publicGem)).status).toBe(401);
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999'])
      expect([400, 404]).toContain((await checkNow(owner, bad)).status);
    expect((await checkNow(owner, 2_000_000_000)).status).toBe(404);
    const custom = await owner.post('/api/gems', { domain: 'custom-list', title: 'My list' });
    expect(custom.status).toBe(201);
    expect((await checkNow(owner, custom.body.id as number)).status).toBe(400);
  }, 30_000);

  it('meters each check as a scraping operation in the admin’s Costs & Usage', async () => {
    // The owner is the stack's first user: its admin.
    const day = new Date().toISOString().slice(0, 10);
    const operations = async () =>
      (await owner.get(`/api/admin/costs/overview?from=${day}&to=${day}`)).body.totals
        .scrapingOperations as number;
    const before = (await eventually(
      async () => ((await operations()) > 0 ? operations() : null),
      20_000,
      200,
    ))!;
    expect((await checkNow(owner, gems['/ok/a']!.id)).status).toBe(200);
    expect(await eventually(async () => (await operations()) > before, 20_000, 200)).toBe(true);
  }, 40_000);

  it('filters the owner’s list to broken links, and refuses an unknown filter', async () => {
    const broken = await owner.get('/api/gems?feed=mine&linkHealth=broken&limit=50');
    expect(broken.status).toBe(200);
    const ids = (broken.body as GemAnswer[]).map((g) => g.id).sort();
    const expected = ['/gone404/f', '/gone410/g', 'dns', 'refused', 'flaky'].map((k) => gems[k]!.id).sort();
    expect(ids).toEqual(expected);
    expect((await owner.get('/api/gems?feed=mine&linkHealth=whatever')).status).toBe(400);
  });

  it('takes a moved link’s new address through the edit call, and checks it afresh', async () => {
    const moved = await read(gems['/old/b']!.id);
    const edited = await owner.put(`/api/gems/${moved.id}`, { url: moved.linkHealth.movedTo });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ url: site.url('/new/b'), linkHealth: { status: 'unchecked' } });
    expect(await eventually(async () => (await read(moved.id)).linkHealth.status === 'ok', 20_000, 100)).toBe(
      true,
    );
    // Another gem of the owner's already has that address: 409, not a 500.
    const twin = await owner.put(`/api/gems/${gems['/old308/c']!.id}`, { url: site.url('/new/b') });
    expect(twin.status).toBe(409);
  }, 30_000);

  it('tells the owner once a week, in ONE notification, about every newly broken link', async () => {
    // This week's notices went out when the stack started (nothing was broken then): make the
    // stored week last week's, so the next look (every second here) sends this week's.
    await db.query(`UPDATE "${schema}".link_health_digests SET week = week - 7`);
    const notices = async () =>
      (
        (await owner.get('/api/notifications?limit=50')).body as {
          type: string;
          message: string;
          title: string;
        }[]
      ).filter((n) => n.type === 'links_broken');
    const [notice] = (await eventually(
      async () => ((await notices()).length ? notices() : null),
      20_000,
      200,
    ))!;
    expect(notice!.title).toBe('Saved links are broken');
    expect(notice!.message).toMatch(
      /^5 of your saved links stopped working: “Gem at .+”, “Gem at .+”, “Gem at .+” and 2 more$/,
    );
    // Looks every second: still one notice, and nothing for the next week's look until a new break.
    await new Promise((r) => setTimeout(r, 2500));
    expect(await notices()).toHaveLength(1);
    const { rows } = await db.query(
      `SELECT owners FROM "${schema}".link_health_digests ORDER BY week DESC LIMIT 1`,
    );
    expect(rows).toEqual([{ owners: 1 }]);
  }, 40_000);

  it('never lets two checkers take the same gem', async () => {
    const paths = Array.from({ length: 16 }, (_, i) => `/ok/claim-${i}`);
    const ownerId = ((await owner.get('/api/auth/me')).body as { id: number }).id;
    // Written not due (the stack's own checker must not take them first), one host each so a
    // claim holds several, then all made due at once.
    const { rows: saved } = await db.query<{ id: number }>(
      `INSERT INTO "${schema}".gems (user_id, title, url, domain, updated_at, link_check_due_at)
       SELECT $1, 'claim', u, 'd' || ord, now(), NULL FROM unnest($2::text[]) WITH ORDINALITY AS t(u, ord)
       RETURNING id`,
      [ownerId, paths.map((p) => site.url(p))],
    );
    await db.query(
      `UPDATE "${schema}".gems SET link_check_due_at = now() - interval '1 minute' WHERE id = ANY($1::int[])`,
      [saved.map((g) => g.id)],
    );
    const pool = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 4 });
    const quiet = { info() {}, warn() {}, error() {} } as unknown as Logger;
    const checker = () =>
      new LinkChecker({
        repo: new LinkChecksRepository(createPrisma(pool, schema), schema),
        links: scraperLinkChecks(stack.scraper!.url),
        logger: quiet,
        options: { concurrency: 3, idleMs: 1000, intervalSeconds: 3600, hostGapMs: 0 },
      });
    const drain = async (c: LinkChecker) => {
      const outcomes: CheckOutcome[] = [];
      for (let batch = await c.runOnce(); batch.length; batch = await c.runOnce()) outcomes.push(...batch);
      return outcomes;
    };
    try {
      const [a, b] = await Promise.all([drain(checker()), drain(checker())]);
      expect([...a, ...b].every((o) => o === 'checked')).toBe(true);
      expect(a.length + b.length).toBeGreaterThan(0);
      // Together with the stack's own checker: each address asked exactly once.
      await eventually(async () => {
        const rows = await db.query(
          `SELECT count(*)::int AS n FROM "${schema}".gems WHERE id = ANY($1::int[]) AND link_checked_at IS NOT NULL`,
          [saved.map((g) => g.id)],
        );
        return rows.rows[0].n === paths.length;
      }, 20_000);
      for (const path of paths) expect(site.requests.filter((r) => r === `HEAD ${path}`)).toHaveLength(1);
    } finally {
      await pool.end();
    }
  }, 60_000);
});
