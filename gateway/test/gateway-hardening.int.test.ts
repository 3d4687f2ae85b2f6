import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

/**
 * What the gateway does for requests from elsewhere and for services that misbehave: cross-site
 * writes refused, limits by user and by real address, bodies limited however they are framed, and
 * a hung or failing service answered quickly instead of holding the caller.
 */

let stack: TestStack;
const upstreams: Server[] = [];
let sinkBytes = 0;

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  upstreams.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // social never answers; curation reads whatever body it gets and counts it
  const hung = await serve(() => undefined);
  const sink = await serve((req, res) => {
    req.on('data', (chunk: Buffer) => (sinkBytes += chunk.length));
    const body = req.url?.startsWith('/api/gems') ? JSON.stringify({ gems: 'x'.repeat(5000) }) : '{}';
    req.on('end', () =>
      res
        .writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) })
        .end(body),
    );
  });
  stack = await startTestStack({
    SOCIAL_URL: hung,
    CURATION_URL: sink,
    UPSTREAM_TIMEOUT_MS: '1000',
    RATE_LIMIT_AUTH_PER_MINUTE: '3',
    RATE_LIMIT_API_PER_MINUTE: '8',
    EXTENSION_ORIGIN: 'chrome-extension://abcdefghijklmnop',
  });
});
afterAll(async () => {
  await stack?.stop();
  for (const server of upstreams) {
    server.closeAllConnections();
    server.close();
  }
  await stopTestDatabase();
});

/** The sign-up window is small here (the tests use it up): these sign up at identity itself. */
async function signedUpAtIdentity() {
  const res = await fetch(`${stack.identity.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newAccount()),
  });
  expect(res.status).toBe(201);
  const client = stack.client();
  client.setCookieHeader(res.headers.getSetCookie()[0]!.split(';')[0]!);
  return client;
}

describe('requests from another origin', () => {
  it('refuses a cookie-authenticated write from another origin of the same site', async () => {
    const client = stack.client();
    expect((await client.post('/api/auth/register', newAccount())).status).toBe(201);
    const foreign = await client.request(
      'POST',
      '/api/auth/logout',
      {},
      { origin: 'http://localhost:9999', 'sec-fetch-site': 'same-site' },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toMatch(/another site/);
    // Without Sec-Fetch-Site, a foreign Origin is refused too.
    const old = await client.request('POST', '/api/auth/logout', {}, { origin: 'http://evil.example' });
    expect(old.status).toBe(403);
    expect((await client.get('/api/auth/me')).status).toBe(200); // still signed in
    // The site's own pages and the extension may write.
    const own = new URL(stack.gatewayUrl).origin;
    const ownWrite = await client.request(
      'POST',
      '/api/auth/logout',
      {},
      { origin: own, 'sec-fetch-site': 'same-origin' },
    );
    expect(ownWrite.status).toBe(200);
  });

  it('lets a Bearer-token call through whatever its origin', async () => {
    const client = stack.client();
    await client.post('/api/auth/register', newAccount());
    const token = client.cookie('gems_session')!;
    const res = await stack.client().request(
      'POST',
      '/api/auth/logout',
      {},
      {
        authorization: `Bearer ${token}`,
        origin: 'chrome-extension://someone-else',
        'sec-fetch-site': 'cross-site',
      },
    );
    expect(res.status).toBe(200);
  });
});

describe('rate limits', () => {
  // Windows are the clock's minutes: start well inside one, so each test's calls share it.
  beforeEach(async () => {
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 100));
  });

  it('does not take X-Forwarded-For from a client that is not a trusted proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await stack
        .client()
        .request(
          'POST',
          '/api/auth/login',
          { email: 'nobody@example.com', password: 'whatever' },
          { 'x-forwarded-for': `203.0.113.${i}` },
        );
      statuses.push(res.status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts a signed-in caller in a window of their own, not their address', async () => {
    const [a, b] = [await signedUpAtIdentity(), await signedUpAtIdentity()];
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) statuses.push((await a.get('/api/auth/me')).status);
    expect(statuses.slice(0, 8).every((s) => s === 200)).toBe(true);
    expect(statuses[8]).toBe(429);
    expect((await b.get('/api/auth/me')).status).toBe(200);
  });
});

describe('bodies', () => {
  it('holds a chunked body to the route limit', async () => {
    sinkBytes = 0;
    const chunk = new Uint8Array(64 * 1024).fill(120);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await fetch(`${stack.gatewayUrl}/api/collections`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(sinkBytes).toBeLessThanOrEqual(1024 * 1024);
  });
});

describe('answers', () => {
  it('compresses a JSON answer over 1 KB, not a small one', async () => {
    const big = await fetch(`${stack.gatewayUrl}/api/gems`, { headers: { 'accept-encoding': 'gzip' } });
    expect(big.headers.get('content-encoding')).toBe('gzip');
    expect(((await big.json()) as { gems: unknown[] }).gems).toHaveLength(5000); // fetch decodes it
    const small = await fetch(`${stack.gatewayUrl}/api/collections`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});

describe('services that hang or keep failing', () => {
  it('answers 504 once the route budget is spent, then 503 at once while the service keeps failing', async () => {
    const client = await signedUpAtIdentity(); // a window of its own: the address's is used up
    const started = Date.now();
    const first = await client.get('/api/notifications/count');
    expect(first.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(3_000);
    for (let i = 0; i < 4; i++) await client.get('/api/notifications/count');
    const fast = Date.now();
    const open = await client.get('/api/notifications/count');
    expect(open.status).toBe(503);
    expect(open.headers.get('retry-after')).toBeTruthy();
    expect(Date.now() - fast).toBeLessThan(200);
    // other services are not affected
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });
});
