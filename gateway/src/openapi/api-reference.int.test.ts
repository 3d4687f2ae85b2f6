import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { stopTestDatabase } from '@gems/testkit';
import { startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

/** The status of a conditional GET: plain Node, since fetch adds `Cache-Control: no-cache` to it. */
const conditionalStatus = (path: string, etag: string) =>
  new Promise<number | undefined>((resolve, reject) => {
    const req = request(`${stack.gatewayUrl}${path}`, { headers: { 'if-none-match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode);
    });
    req.on('error', reject).end();
  });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.gatewayUrl}${path}`, { headers });

describe('the API reference, signed out', () => {
  it('serves the OpenAPI 3.1 document, compressed, revalidated by ETag', async () => {
    const res = await get('/api/openapi.json', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const document = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/gems', '/api/auth/me']));
    const etag = res.headers.get('etag')!;
    expect(await conditionalStatus('/api/openapi.json', etag)).toBe(304);
  });

  it('serves the reference page with the viewer from the gateway itself, no inline script', async () => {
    const page = await get('/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1]!);
    expect(scripts).toEqual(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/reference.js']);
    expect(html).not.toMatch(/<script>/);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    for (const asset of [...scripts, '/api/docs/assets/swagger-ui.css']) {
      const res = await get(asset);
      expect([asset, res.status]).toEqual([asset, 200]);
    }
    expect(await (await get('/api/docs/reference.js')).text()).toContain('"/api/openapi.json"');
  });

  it('loads the viewer on that page only, and serves nothing else of its package', async () => {
    expect(await (await get('/')).text()).not.toContain('swagger');
    const other = await get('/api/docs/assets/index.html');
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });
});
