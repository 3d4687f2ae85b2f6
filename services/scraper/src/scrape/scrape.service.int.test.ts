import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { itIf } from '@gems/testkit';
import type { ScrapeCompletedV1, ScrapeFailedV1 } from '@gems/contracts';
import { MemoryCache } from '@gems/platform/cache';
import { createLogger } from '@gems/platform/logger';
import { BYLINE_HTML, startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import type { ScrapeEvents } from '../events/scrape-events.js';
import { DEFAULT_ADDRESS_POLICY } from '../fetch/address-policy.js';
import type { HostResolver } from '../fetch/host-resolver.js';
import { createFetcher } from '../fetch/safe-fetcher.js';
import { PlaywrightRenderer } from '../render/playwright-renderer.js';
import { PreviewCache } from './preview-cache.js';
import { SCRAPE_MESSAGES, type ScrapeError } from './scrape-errors.js';
import { ScrapeService, type ScrapeServiceOptions } from './scrape.service.js';

const BROWSER = '/usr/bin/chromium';
const logger = createLogger('scraper-test', 'silent');
let fixture: FixtureServer;
const completed: ScrapeCompletedV1[] = [];
const failed: ScrapeFailedV1[] = [];
const events: ScrapeEvents = { completed: (e) => completed.push(e), failed: (e) => failed.push(e) };

// Names the tests make resolve to the loopback fixture (allowed only through allowHosts).
const resolver: HostResolver = async (hostname) => {
  if (hostname === 'www.google.com' || hostname === 'fixture.test')
    return [{ address: '127.0.0.1', family: 4 }];
  throw Object.assign(new Error(`${hostname} not found`), { code: 'ENOTFOUND' });
};

function service(options: Partial<ScrapeServiceOptions> = {}) {
  const fetcher = createFetcher({
    policy: {
      ...DEFAULT_ADDRESS_POLICY,
      allowHosts: [fixture.hostPort, `www.google.com:${fixture.port}`, `fixture.test:${fixture.port}`],
    },
    resolver,
    userAgent: 'GemsTest/1.0',
    maxBytes: 1024 * 1024,
    maxRedirects: 5,
  });
  return new ScrapeService({
    fetcher,
    renderer: null,
    cache: new PreviewCache(new MemoryCache({ namespace: `scrape-test-${Math.random()}` }), 600),
    events,
    logger,
    options: {
      budgetMs: 4000,
      fetchTimeoutMs: 3000,
      renderTimeoutMs: 3000,
      probeTimeoutMs: 1000,
      ...options,
    },
  });
}

async function failure(path: string, options: Partial<ScrapeServiceOptions> = {}): Promise<ScrapeError> {
  try {
    await service(options).scrape({
      url: path.startsWith('/') ? fixture.url(path) : path,
      extractIndividualLocations: false,
      userId: 7,
    });
  } catch (error) {
    return error as ScrapeError;
  }
  throw new Error(`${path} did not fail`);
}

beforeAll(async () => {
  fixture = await startFixtureServer();
});
afterAll(() => fixture.close());

describe('ScrapeService: previews', () => {
  it('answers the spec preview with a verified image, and publishes scrape.completed', async () => {
    const preview = await service().scrape({
      url: fixture.url('/article'),
      extractIndividualLocations: false,
      userId: 7,
    });
    expect(preview).toEqual({
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
    expect(completed.at(-1)).toMatchObject({
      url: fixture.url('/article'),
      userId: 7,
      rendered: false,
      imageDownloads: 1,
      cached: false,
    });
    expect(completed.at(-1)!.bytes).toBeGreaterThan(0);
    // The verified image's bytes are counted on their own for Costs & Usage.
    expect(completed.at(-1)!.imageBytes).toBeGreaterThan(0);
    expect(completed.at(-1)!.imageBytes).toBeLessThan(completed.at(-1)!.bytes);
  });

  it('names the site, its logo (made absolute), the author and when the page was published', async () => {
    const byline = {
      siteName: 'The Fixture Gazette',
      logoUrl: fixture.url('/images/gazette-logo.png'),
      publishedAt: '2026-03-14T09:30:00.000Z',
      author: 'Ada Quay',
    };
    const fetched = await service().scrape({
      url: fixture.url('/byline'),
      extractIndividualLocations: false,
      userId: 7,
    });
    expect(fetched).toMatchObject(byline);
    // The same page as the extension sends it: nothing fetched, the same byline.
    const sent = await service().scrape({
      url: 'https://news.example/harbour',
      html: BYLINE_HTML,
      extractIndividualLocations: false,
      userId: 7,
    });
    expect(sent).toMatchObject({ ...byline, logoUrl: 'https://news.example/images/gazette-logo.png' });
  });

  it('drops a logo that is not http(s)', async () => {
    const html = BYLINE_HTML.replace('/images/gazette-logo.png', 'javascript:alert(1)');
    const sent = await service().scrape({
      url: 'https://news.example/harbour',
      html,
      extractIndividualLocations: false,
      userId: 7,
    });
    expect(sent).toMatchObject({ siteName: 'The Fixture Gazette', logoUrl: null });
  });

  it('serves a repeated URL from the cache without fetching again', async () => {
    const scraper = service();
    await scraper.scrape({ url: fixture.url('/article?c=1'), extractIndividualLocations: false, userId: 7 });
    const before = fixture.requests.length;
    const again = await scraper.scrape({
      url: fixture.url('/article?c=1'),
      extractIndividualLocations: false,
      userId: 8,
    });
    expect(again.title).toBe('Fixture Article & Friends');
    expect(fixture.requests.length).toBe(before);
    expect(completed.at(-1)).toMatchObject({ cached: true, userId: 8, bytes: 0 });
  });

  it.each([
    ['an image URL that answers 404', '/broken-image'],
    ['no image at all', '/no-image'],
  ])('drops %s', async (_what, path) => {
    const preview = await service().scrape({
      url: fixture.url(path),
      extractIndividualLocations: false,
      userId: null,
    });
    expect(preview.imageUrl).toBeNull();
  });

  it('decodes legacy charsets and compressed bodies', async () => {
    expect(
      (
        await service().scrape({
          url: fixture.url('/latin1'),
          extractIndividualLocations: false,
          userId: null,
        })
      ).title,
    ).toBe('Café à la carte');
    expect(
      (await service().scrape({ url: fixture.url('/br'), extractIndividualLocations: false, userId: null }))
        .title,
    ).toBe('Fixture Article & Friends');
  });

  it('fills a missing title and image from the page’s oEmbed endpoint', async () => {
    const preview = await service().scrape({
      url: fixture.url('/oembed-page'),
      extractIndividualLocations: false,
      userId: 2,
    });
    expect(preview).toMatchObject({ title: 'Embedded & titled', imageUrl: fixture.url('/images/cover.png') });
  });

  it('a Google Maps list is a bookmark named after the list, with its places when asked', async () => {
    const url = `http://www.google.com:${fixture.port}/maps/list`;
    const plain = await service().scrape({ url, extractIndividualLocations: false, userId: 1 });
    expect(plain).toMatchObject({ title: 'Coffee in Lisbon', requiresBookmark: true });
    expect(plain).not.toHaveProperty('locations');
    const detailed = await service().scrape({ url, extractIndividualLocations: true, userId: 1 });
    expect(detailed.locations?.map((l) => l.name)).toEqual([
      'Fábrica Coffee Roasters',
      'Copenhagen Coffee Lab',
    ]);
  });

  itIf(existsSync(BROWSER), `no Chromium at ${BROWSER}`)(
    'renders a script-built page in the browser, its requests under the same rules',
    async () => {
      const url = `http://fixture.test:${fixture.port}/script-rendered`;
      const fetcher = createFetcher({
        policy: { ...DEFAULT_ADDRESS_POLICY, allowHosts: [`fixture.test:${fixture.port}`] },
        resolver,
        userAgent: 'GemsTest/1.0',
        maxBytes: 1024 * 1024,
        maxRedirects: 5,
      });
      const renderer = PlaywrightRenderer.create({
        executablePath: BROWSER,
        concurrency: 1,
        fetcher,
        userAgent: 'GemsTest/1.0',
        logger,
      });
      const scraper = new ScrapeService({
        fetcher,
        renderer,
        cache: new PreviewCache(new MemoryCache({ namespace: 'render-test' }), 0),
        events,
        logger,
        options: { budgetMs: 12_000, fetchTimeoutMs: 3000, renderTimeoutMs: 8000, probeTimeoutMs: 1000 },
      });
      try {
        const preview = await scraper.scrape({ url, extractIndividualLocations: false, userId: 3 });
        expect(preview.title).toBe('Rendered Title');
        expect(fixture.requests.some((r) => r.path === '/secret')).toBe(false);
        // The page's script names a loopback image outside allowHosts: the probe refuses it.
        expect(preview.imageUrl).toBeNull();
        expect(completed.at(-1)).toMatchObject({ rendered: true });
      } finally {
        await renderer?.close();
      }
    },
    20_000,
  );
  itIf(existsSync(BROWSER), `no Chromium at ${BROWSER}`)(
    "names a script-built page by the rendering's og:title, not its static <title>Loading…</title>",
    async () => {
      const fetcher = createFetcher({
        policy: { ...DEFAULT_ADDRESS_POLICY, allowHosts: [`fixture.test:${fixture.port}`] },
        resolver,
        userAgent: 'GemsTest/1.0',
        maxBytes: 1024 * 1024,
        maxRedirects: 5,
      });
      const renderer = PlaywrightRenderer.create({
        executablePath: BROWSER,
        concurrency: 1,
        fetcher,
        userAgent: 'GemsTest/1.0',
        logger,
      });
      const scraper = new ScrapeService({
        fetcher,
        renderer,
        cache: new PreviewCache(new MemoryCache({ namespace: 'render-title-test' }), 0),
        events,
        logger,
        options: { budgetMs: 12_000, fetchTimeoutMs: 3000, renderTimeoutMs: 8000, probeTimeoutMs: 1000 },
      });
      try {
        const url = `http://fixture.test:${fixture.port}/script-loading`;
        const preview = await scraper.scrape({ url, extractIndividualLocations: false, userId: 3 });
        expect(preview.title).toBe('Blue Bottle Grinder');
        expect(preview.imageUrl).toBe(`http://fixture.test:${fixture.port}/images/cover.png`);
        expect(completed.at(-1)).toMatchObject({ rendered: true, imageDownloads: 1 });
      } finally {
        await renderer?.close();
      }
    },
    20_000,
  );
});

describe('ScrapeService: each failure gets the spec message', () => {
  it.each([
    ['a 403', '/status/403', 'blocked', 403, 'blocked'],
    ['a 401', '/status/401', 'blocked', 403, 'blocked'],
    ['a 429', '/status/429', 'blocked', 403, 'blocked'],
    ['a Cloudflare challenge (403)', '/cloudflare', 'blocked', 403, 'blocked'],
    ['a Cloudflare challenge (200)', '/cloudflare-200', 'blocked', 403, 'blocked'],
    ['a captcha page', '/captcha', 'blocked', 403, 'blocked'],
    ['a 404', '/status/404', 'notFound', 404, 'other'],
    ['a 410', '/status/410', 'notFound', 404, 'other'],
    ['a server error', '/status/500', 'technical', 424, 'network'],
    ['a redirect loop', '/loop-a', 'technical', 422, 'other'],
    ['a PDF', '/pdf', 'technical', 422, 'parsing'],
    ['a huge body', '/huge', 'technical', 422, 'parsing'],
    ['a gzip bomb', '/gzip-bomb', 'technical', 422, 'parsing'],
    [
      'a redirect to a private address',
      `/redirect?to=${encodeURIComponent('http://169.254.169.254/latest/meta-data/')}`,
      'privateAddress',
      400,
      'other',
    ],
    ['an unknown host', 'https://no-such-host.example/', 'invalidUrl', 400, 'network'],
    ['a malformed URL', 'http://exa mple.com', 'invalidUrl', 400, 'other'],
    ['a single-label host', 'intranet', 'invalidUrl', 400, 'other'],
    ['a loopback URL', 'http://127.0.0.1:22/', 'privateAddress', 400, 'other'],
    ['a private address typed without a scheme', '192.168.1.10/admin', 'privateAddress', 400, 'other'],
    ['localhost', 'localhost:3000', 'privateAddress', 400, 'other'],
  ] as const)('%s', async (_what, path, message, status, errorType) => {
    const error = await failure(path);
    expect({ message: error.message, status: error.status }).toEqual({
      message: SCRAPE_MESSAGES[message],
      status,
    });
    expect(failed.at(-1)).toMatchObject({ message: SCRAPE_MESSAGES[message], errorType, status, userId: 7 });
  });

  it('a scheme-less address of a site that answers only http is fetched on http', async () => {
    const typed = `fixture.test:${fixture.port}/article?plain=1`;
    const preview = await service().scrape({ url: typed, extractIndividualLocations: false, userId: 4 });
    expect(preview).toMatchObject({
      title: 'Fixture Article & Friends',
      description: 'A page served by the fixture server.',
    });
    expect(fixture.requests.filter((r) => r.path === '/article?plain=1')).toHaveLength(1);
  });

  it('an address typed with https:// is not silently downgraded to http', async () => {
    const error = await failure(`https://fixture.test:${fixture.port}/article?tls=1`);
    expect(error.message).toBe(SCRAPE_MESSAGES.technical);
    expect(fixture.requests.some((r) => r.path === '/article?tls=1')).toBe(false);
  });

  it('a slow site and a never-ending body time out within the budget', async () => {
    const started = Date.now();
    for (const path of ['/slow?ms=5000', '/never-ending']) {
      const error = await failure(path, { budgetMs: 800, fetchTimeoutMs: 800 });
      expect({ message: error.message, status: error.status }).toEqual({
        message: SCRAPE_MESSAGES.timeout,
        status: 424,
      });
      expect(failed.at(-1)).toMatchObject({ errorType: 'timeout' });
    }
    expect(Date.now() - started).toBeLessThan(3000);
  });
});
