import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from '@jest/globals';
import { inProcessForwarder, type ServiceHandler } from './in-process.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A gateway-like server whose every request goes to `handle` in process, with `budgetMs`. */
async function serve(handle: ServiceHandler, budgetMs = 1000): Promise<string> {
  const forward = inProcessForwarder('identity', handle, () => budgetMs);
  server = createServer((req, res) => forward(req, res, () => undefined));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('inProcessForwarder', () => {
  it('hands the request to the service with the headers the proxy would add, and its answer back', async () => {
    let seen: IncomingMessage | undefined;
    const base = await serve((req, res) => {
      seen = req;
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ echoed: JSON.parse(body) }));
      });
    });
    const res = await fetch(`${base}/api/auth/login?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: 'a@example.com' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ echoed: { email: 'a@example.com' } });
    expect(seen?.url).toBe('/api/auth/login?x=1');
    expect(seen?.headers['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(seen?.headers['x-forwarded-proto']).toBe('http');
    expect(seen?.headers['x-forwarded-host']).toBe(new URL(base).host);
  });

  it('answers 504 when the service has not started answering within the budget, and ignores it later', async () => {
    let late: (() => void) | undefined;
    const base = await serve((_req, res) => {
      late = () => {
        if (!res.writableEnded) res.end('too late');
      };
    }, 100);
    const res = await fetch(`${base}/api/auth/me`);
    expect(res.status).toBe(504);
    expect(await res.json()).toEqual({
      message: 'The identity service did not answer in time. Please try again.',
      code: 'upstream_timeout',
    });
    late?.(); // the service finishing afterwards changes nothing and throws nothing
  });
});
