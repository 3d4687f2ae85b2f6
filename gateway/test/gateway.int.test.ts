import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDocumentedAnswer, stopTestDatabase } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
const web = mkdtempSync(join(tmpdir(), 'gems-dist-'));
mkdirSync(join(web, 'assets'));
writeFileSync(join(web, 'index.html'), '<!doctype html><title>Gems</title><div id="root"></div>');
writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
// what the build's precompression writes beside an asset
writeFileSync(join(web, 'assets', 'app-abc123.js.br'), 'brotli bytes');
writeFileSync(join(web, 'assets', 'app-abc123.js.gz'), 'gzip bytes');

beforeAll(async () => {
  stack = await startTestStack({
    WEB_DIST_DIR: web,
    RATE_LIMIT_AUTH_PER_MINUTE: '5',
    EXTENSION_ORIGIN: 'chrome-extension://abcdefghijklmnop',
  });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

describe('gateway', () => {
  it('answers 404 JSON for a path no one owns and 405 for a wrong method', async () => {
    const res = await stack.client().get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found', code: 'not_found' });
    expect((await stack.client().request('PATCH', '/api/scrape')).status).toBe(405);
  });

  it('answers 503 JSON within a second for a service that is not running', async () => {
    for (const path of ['/api/gems', '/api/notifications/count', '/api/rewards/balance', '/s/abcdefgh']) {
      const started = Date.now();
      const res = await stack.client().get(path);
      expect([path, res.status]).toEqual([path, 503]);
      expect(res.body.message).toMatch(/not available/);
      expect(Date.now() - started).toBeLessThan(1000);
      expectDocumentedAnswer(res);
    }
  });

  it('serves the SPA: index.html for client routes, immutable hashed assets', async () => {
    const page = await fetch(`${stack.gatewayUrl}/profile/someone`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain('<div id="root">');
    const asset = await fetch(`${stack.gatewayUrl}/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
  });

  it('answers an unknown page with the app and a real 404', async () => {
    const missing = await fetch(`${stack.gatewayUrl}/no/such/page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');
    expect((await fetch(`${stack.gatewayUrl}/gem/12`)).status).toBe(200);
  });

  it('serves the precompressed asset the browser accepts', async () => {
    const get = (encoding: string) =>
      fetch(`${stack.gatewayUrl}/assets/app-abc123.js`, { headers: { 'accept-encoding': encoding } });
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/javascript/);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await get('gzip')).headers.get('content-encoding')).toBe('gzip');
    const plain = await get('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log(1)');
  });

  it('sets security headers and a request id', async () => {
    const res = await fetch(`${stack.gatewayUrl}/`);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBeTruthy();
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows CORS only for the extension origin', async () => {
    const preflight = (origin: string) =>
      fetch(`${stack.gatewayUrl}/api/auth/me`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
    expect(
      (await preflight('chrome-extension://abcdefghijklmnop')).headers.get('access-control-allow-origin'),
    ).toBe('chrome-extension://abcdefghijklmnop');
    expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses oversized bodies before they reach a service', async () => {
    const res = await fetch(`${stack.gatewayUrl}/api/feedback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(3 * 1024 * 1024) },
      body: 'x'.repeat(3 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });

  it('words a file too large to upload as the spec does, before it reaches a service', async () => {
    const upload = (path: string, megabytes: number) =>
      fetch(`${stack.gatewayUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
        body: 'x'.repeat(megabytes * 1024 * 1024),
      });
    const image = await upload('/api/gems/1/images/upload', 12);
    expect(image.status).toBe(413);
    expect(await image.json()).toMatchObject({ message: 'File size must be less than 10MB' });
    const photo = await upload('/api/users/1/profile-photo', 7);
    expect(photo.status).toBe(413);
    expect(await photo.json()).toMatchObject({ message: 'Please select an image smaller than 5MB' });
  });

  it('rate-limits sign-in strictly', async () => {
    // The window is the clock's minute: start well inside one, so the attempts share it.
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 100));
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(
        (await stack.client().post('/api/auth/login', { email: 'x@example.com', password: 'whatever' }))
          .status,
      );
    }
    expect(statuses.slice(0, 5).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('keeps working for other services while one is stopped, and answers 503 for the stopped one', async () => {
    const client = stack.client();
    expect((await client.post('/api/auth/register', newAccount())).status).toBe(201);
    await stack.identity.stop();
    const started = Date.now();
    const res = await client.get('/api/auth/me');
    expect(res.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
    expect((await fetch(`${stack.gatewayUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${stack.gatewayUrl}/explore`)).status).toBe(200);
  });
});
