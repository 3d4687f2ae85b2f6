import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Envelope } from '@gems/contracts';
import { createPool } from '@gems/platform/db/pool';
import { createEventBus } from '@gems/platform/events';
import type { RunningService } from '@gems/platform/lifecycle';
import { createLogger } from '@gems/platform/logger';
import { eventually, stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { SCRAPE_MESSAGES } from '../src/scrape/scrape-errors.js';
import { startScraper } from '../src/service.js';
import { startFixtureServer, type FixtureServer } from './fixture-server.js';

// POST /api/scrape through the gateway, as the SPA calls it: identity signs the session, the
// gateway routes to the scraper, the scraper verifies the token itself and fetches the fixture.
let stack: TestStack;
let scraper: RunningService;
let fixture: FixtureServer;
let user: TestClient;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

beforeAll(async () => {
  fixture = await startFixtureServer();
  const port = await freePort();
  stack = await startTestStack({ SCRAPER_URL: `http://127.0.0.1:${port}` });
  scraper = await startScraper({
    ...stack.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SCRAPER_ALLOW_HOSTS: fixture.hostPort,
    SCRAPER_BUDGET_MS: '2500',
    SCRAPER_FETCH_TIMEOUT_MS: '1500',
    SCRAPER_RENDERER: 'false',
  });
  user = stack.client();
  expect((await user.post('/api/auth/register', newAccount())).status).toBe(201);
});
afterAll(async () => {
  await scraper?.stop();
  await stack?.stop();
  await fixture?.close();
  await stopTestDatabase();
});

describe('POST /api/scrape through the gateway', () => {
  it('is for signed-in users only', async () => {
    const res = await stack
      .client()
      .post('/api/scrape', { url: fixture.url('/article'), extractIndividualLocations: false });
    expect(res.status).toBe(401);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it('answers the preview fields of spec 01 §7', async () => {
    const res = await user.post('/api/scrape', {
      url: fixture.url('/article'),
      extractIndividualLocations: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      title: 'Fixture Article & Friends',
      description: 'A page served by the fixture server.',
      imageUrl: fixture.url('/images/cover.png'),
      domain: '127.0.0.1',
      url: fixture.url('/article'),
      category: 'Article',
      requiresBookmark: false,
      siteName: 'Fixture Site',
      logoUrl: null,
      publishedAt: null,
      author: null,
    });
  });

  it('extracts from the page HTML the extension sends, fetching nothing', async () => {
    // The host does not exist: a fetch would fail, so a preview proves the HTML was used alone.
    const html = `<!doctype html><html><head><title>Walled article</title>
      <meta property="og:description" content="Seen in the reader's own browser.">
      <meta property="og:image" content="/cover.jpg"></head><body><h1>Walled</h1></body></html>`;
    const res = await user.post('/api/scrape', { url: 'https://walled.invalid/story', html });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Walled article',
      description: "Seen in the reader's own browser.",
      imageUrl: 'https://walled.invalid/cover.jpg',
      domain: 'walled.invalid',
    });
    const huge = await user.post('/api/scrape', {
      url: 'https://walled.invalid/big',
      html: 'x'.repeat(5 * 1024 * 1024 + 1),
    });
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('The page is too large');
  });

  it('fetches an address typed without a scheme on http when the site does not answer https', async () => {
    const res = await user.post('/api/scrape', {
      url: `${fixture.hostPort}/article?typed=bare`,
      extractIndividualLocations: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Fixture Article & Friends', domain: '127.0.0.1' });
  });

  it('refuses a body without a URL', async () => {
    const res = await user.post('/api/scrape', { extractIndividualLocations: false });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('URL is required');
  });

  it.each([
    ['a site that forbids access', () => fixture.url('/status/403'), 403, SCRAPE_MESSAGES.blocked],
    ['a bot wall', () => fixture.url('/cloudflare-200'), 403, SCRAPE_MESSAGES.blocked],
    ['a missing page', () => fixture.url('/status/404'), 404, SCRAPE_MESSAGES.notFound],
    ['a site too slow to answer', () => fixture.url('/slow?ms=10000'), 424, SCRAPE_MESSAGES.timeout],
    ['a host that does not exist', () => 'no-such-host.invalid/page', 400, SCRAPE_MESSAGES.invalidUrl],
    ['a malformed URL', () => 'http://exa mple.com', 400, SCRAPE_MESSAGES.invalidUrl],
    [
      'a private address',
      () => 'http://169.254.169.254/latest/meta-data/',
      400,
      SCRAPE_MESSAGES.privateAddress,
    ],
    ['a redirect loop', () => fixture.url('/loop-a'), 422, SCRAPE_MESSAGES.technical],
    ['a response that is not a web page', () => fixture.url('/pdf'), 422, SCRAPE_MESSAGES.technical],
  ])('%s: the spec message', async (_what, url, status, message) => {
    const res = await user.post('/api/scrape', { url: url(), extractIndividualLocations: false });
    expect({ status: res.status, message: res.body.message }).toEqual({ status, message });
  });
});

describe('a third-party site that fails or hangs', () => {
  it('never switches previews off for other users: its failures are 424, not the scraper’s own', async () => {
    const hostile = stack.client();
    expect((await hostile.post('/api/auth/register', newAccount())).status).toBe(201);
    // Well past the breaker's five failures: sites that answer 500, hang past the fetch timeout,
    // or never finish their body, in parallel.
    const paths = ['/status/500', '/status/502', '/slow?ms=5000', '/never-ending'];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        hostile.post('/api/scrape', {
          url: fixture.url(
            `${paths[i % paths.length]}${paths[i % paths.length]!.includes('?') ? '&' : '?'}n=${i}`,
          ),
          extractIndividualLocations: false,
        }),
      ),
    );
    for (const res of answers) {
      expect(res.status).toBe(424);
      expect([SCRAPE_MESSAGES.timeout, SCRAPE_MESSAGES.technical]).toContain(res.body.message);
      expect(['site_timeout', 'site_error']).toContain(res.body.code);
    }
    const victim = await user.post('/api/scrape', {
      url: fixture.url('/article?victim=1'),
      extractIndividualLocations: false,
    });
    expect(victim.status).toBe(200);
    expect(victim.body.title).toBe('Fixture Article & Friends');
  });
});

describe('scrape events on the bus', () => {
  it('publishes scrape.completed and scrape.failed for the admin panels', async () => {
    const pool = stack.env.NATS_URL ? undefined : createPool(stack.env.DATABASE_URL!);
    const bus = await createEventBus({
      natsUrl: stack.env.NATS_URL,
      pool,
      schema: stack.env.EVENTBUS_SCHEMA,
      namespace: stack.env.EVENTS_NAMESPACE,
      logger: createLogger('scrape-events-test', 'silent'),
    });
    const seen: Envelope[] = [];
    const subscription = await bus.subscribe({
      durable: `scrape-test-${Date.now()}`,
      subjects: ['scrape.*'],
      handler: async (delivery) => {
        seen.push(delivery.envelope);
        await delivery.ack();
      },
    });
    try {
      const ok = fixture.url('/article?events=1');
      const missing = fixture.url('/status/404?events=1');
      await user.post('/api/scrape', { url: ok, extractIndividualLocations: false });
      await user.post('/api/scrape', { url: missing, extractIndividualLocations: false });
      await eventually(() => {
        expect(
          seen.find((e) => e.type === 'scrape.completed' && (e.data as { url: string }).url === ok),
        ).toBeDefined();
        expect(
          seen.find((e) => e.type === 'scrape.failed' && (e.data as { url: string }).url === missing)?.data,
        ).toMatchObject({
          errorType: 'other',
          message: SCRAPE_MESSAGES.notFound,
          status: 404,
        });
        return true;
      }, 10_000);
    } finally {
      await subscription.drain();
      await bus.close();
      await pool?.end();
    }
  });
});
