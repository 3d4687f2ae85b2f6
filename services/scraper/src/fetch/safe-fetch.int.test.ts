import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { DEFAULT_ADDRESS_POLICY } from './address-policy.js';
import type { FetchFailureKind } from './fetch-errors.js';
import type { HostResolver } from './host-resolver.js';
import { safeFetch, type SafeFetchOptions } from './safe-fetch.js';

let fixture: FixtureServer;
let options: SafeFetchOptions;

beforeAll(async () => {
  fixture = await startFixtureServer();
  options = {
    policy: { ...DEFAULT_ADDRESS_POLICY, allowHosts: [fixture.hostPort] },
    resolver: async () => {
      throw Object.assign(new Error('no DNS in tests'), { code: 'ENOTFOUND' });
    },
    expect: 'html',
    timeoutMs: 2000,
    maxBytes: 5 * 1024 * 1024,
    maxRedirects: 5,
    userAgent: 'GemsTest/1.0',
  };
});
afterAll(() => fixture.close());

async function failureOf(
  url: string,
  extra: Partial<SafeFetchOptions> = {},
): Promise<FetchFailureKind | 'none'> {
  try {
    await safeFetch(url, { ...options, ...extra });
    return 'none';
  } catch (error) {
    return (error as { kind: FetchFailureKind }).kind;
  }
}

describe('safeFetch', () => {
  it('fetches an allowed page and sends no cookies', async () => {
    const page = await safeFetch(fixture.url('/set-cookie'), options);
    await safeFetch(fixture.url('/article'), options);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('Fixture Article');
    expect(fixture.requests.filter((r) => r.path === '/article').every((r) => r.cookie === undefined)).toBe(
      true,
    );
  });

  it.each(['/gzip', '/deflate', '/br'])('decompresses %s', async (path) => {
    const page = await safeFetch(fixture.url(path), options);
    expect(page.body.toString()).toContain('og:title');
    expect(page.transferredBytes).toBeLessThan(page.body.length);
  });

  it('follows redirects up to the limit and reports the final URL', async () => {
    const page = await safeFetch(fixture.url('/chain?n=5'), options);
    expect(page.url).toBe(fixture.url('/article'));
    expect(page.redirects).toBe(5);
    expect(await failureOf(fixture.url('/chain?n=6'))).toBe('too-many-redirects');
  });

  it('stops a redirect loop', async () => {
    expect(await failureOf(fixture.url('/loop-a'))).toBe('redirect-loop');
  });

  it.each([
    ['a private address', 'http://10.0.0.1/', 'private'],
    ['loopback on another port', 'http://127.0.0.1:9/', 'private'],
    ['a public name on another port', 'http://example.com:8080/', 'denied'],
    ['cloud metadata', 'http://169.254.169.254/latest/meta-data/', 'private'],
    ['an IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/', 'private'],
    ['an internal name', 'http://metadata.google.internal/', 'private'],
    ['a non-http scheme', 'file:///etc/passwd', 'denied'],
    ['a URL with credentials', 'http://admin:admin@example.com/', 'denied'],
  ])('refuses a redirect from an allowed page to %s', async (_what, target, kind) => {
    const before = fixture.requests.length;
    expect(await failureOf(fixture.url(`/redirect?to=${encodeURIComponent(target)}`))).toBe(kind);
    expect(fixture.requests.length).toBe(before + 1);
  });

  it('refuses a name that resolves to a private address, before connecting', async () => {
    const resolver: HostResolver = async () => [
      { address: '93.184.215.14', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await failureOf('http://rebind.example/', { resolver })).toBe('private');
    const redirected = fixture.url(`/redirect?to=${encodeURIComponent('http://rebind.example/')}`);
    expect(await failureOf(redirected, { resolver })).toBe('private');
  });

  it('connects to the address it vetted: one lookup per hop, no second answer used', async () => {
    const answers = ['127.0.0.1', '10.9.9.9'];
    let calls = 0;
    const resolver: HostResolver = async () => [{ address: answers[calls++] ?? '10.9.9.9', family: 4 }];
    const policy = { ...options.policy, allowHosts: [`fixture.test:${fixture.port}`] };
    const page = await safeFetch(`http://fixture.test:${fixture.port}/article`, {
      ...options,
      policy,
      resolver,
    });
    expect(page.status).toBe(200);
    expect(calls).toBe(1);
    expect(fixture.requests.at(-1)?.host).toBe(`fixture.test:${fixture.port}`);
  });

  it('reports an unknown host', async () => {
    expect(await failureOf('http://no-such-host.example/')).toBe('unknown-host');
  });

  it('times out a slow server and a never-ending body', async () => {
    const started = Date.now();
    expect(await failureOf(fixture.url('/slow?ms=3000'), { timeoutMs: 300 })).toBe('timeout');
    expect(await failureOf(fixture.url('/never-ending'), { timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('honours the caller’s abort signal', async () => {
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 100);
    expect(await failureOf(fixture.url('/slow?ms=3000'), { signal: controller.signal })).toBe('timeout');
  });

  it('cuts off a huge body at the cap', async () => {
    expect(await failureOf(fixture.url('/huge'), { maxBytes: 1024 * 1024 })).toBe('too-large');
  });

  it('refuses a gzip bomb without inflating it all', async () => {
    // A generous time budget: the fixture builds the bomb in this process first, which on a busy
    // machine took longer than the default budget (the answer is about size, not time).
    const slow = { timeoutMs: 30_000 };
    expect(await failureOf(fixture.url('/gzip-bomb'), slow)).toBe('too-large');
    // Measured on a second run: the first one also built the bomb in this process.
    const before = process.memoryUsage().rss;
    expect(await failureOf(fixture.url('/gzip-bomb'), slow)).toBe('too-large');
    expect(process.memoryUsage().rss - before).toBeLessThan(32 * 1024 * 1024);
  });

  it('refuses content that is not HTML, and non-images for image probes', async () => {
    expect(await failureOf(fixture.url('/pdf'))).toBe('unsupported-type');
    expect(await failureOf(fixture.url('/no-type'))).toBe('unsupported-type');
    expect(await failureOf(fixture.url('/article'), { expect: 'image' })).toBe('unsupported-type');
    const image = await safeFetch(fixture.url('/images/cover.png'), {
      ...options,
      expect: 'image',
      readLimit: 64,
    });
    expect(image.mediaType).toBe('image/png');
  });

  it('returns error statuses without reading their bodies', async () => {
    const page = await safeFetch(fixture.url('/status/404'), options);
    expect(page.status).toBe(404);
    expect(page.body.length).toBe(0);
  });

  it('refuses ports outside the allowed list even on an allowed host name', async () => {
    expect(await failureOf('http://example.com:8080/')).toBe('denied');
  });
});
