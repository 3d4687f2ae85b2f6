import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from '@jest/globals';
import { acceptedEncoding, isCompressible, relayAnswer } from './answer-encoding.js';

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.9', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, expected) => expect(acceptedEncoding(header)).toBe(expected));
});

describe('isCompressible', () => {
  const json = { 'content-type': 'application/json; charset=utf-8' };
  it('compresses JSON and text of 1 KB or more, or of unknown length', () => {
    expect(isCompressible(200, { ...json, 'content-length': '5000' })).toBe(true);
    expect(isCompressible(200, json)).toBe(true);
    expect(isCompressible(200, { 'content-type': 'text/html' })).toBe(true);
  });
  it('leaves small, binary, already encoded, empty and no-transform answers alone', () => {
    expect(isCompressible(200, { ...json, 'content-length': '300' })).toBe(false);
    expect(isCompressible(200, { 'content-type': 'image/png' })).toBe(false);
    expect(isCompressible(200, { ...json, 'content-encoding': 'gzip' })).toBe(false);
    expect(isCompressible(204, json)).toBe(false);
    expect(isCompressible(200, { ...json, 'cache-control': 'no-transform' })).toBe(false);
  });
});

describe('relayAnswer', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });
  const listen = async (handler: (req: IncomingMessage, res: ServerResponse) => void) => {
    const server = createServer(handler);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as AddressInfo).port;
  };
  /** A service answering `body` with two cookies, behind a minimal proxy that relays with relayAnswer. */
  async function relayed(body: string, acceptEncoding?: string) {
    const service = await listen((_req, res) => {
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      res.setHeader('Content-Type', 'application/json');
      res.setHeader('Keep-Alive', 'timeout=99');
      res.end(body);
    });
    const proxy = await listen((req, res) => {
      res.setHeader('X-Gateway', 'yes');
      request({ port: service, path: req.url, headers: req.headers }, (up) =>
        relayAnswer(up, req, res),
      ).end();
    });
    return new Promise<{ res: IncomingMessage; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      request({ port: proxy, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ res, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  }

  it('passes a small answer as it is, with every cookie, the gateway’s headers and Vary', async () => {
    const { res, body } = await relayed('{"ok":true}', 'gzip, br');
    expect(body.toString()).toBe('{"ok":true}');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe('11');
    expect(res.headers['set-cookie']).toEqual(['a=1', 'b=2']);
    expect(res.headers['x-gateway']).toBe('yes');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers['keep-alive']).not.toBe('timeout=99'); // the service's connection is not the client's
  });

  it('compresses a large JSON answer with the encoding the client prefers', async () => {
    const large = JSON.stringify({
      gems: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'A gem' })),
    });
    const br = await relayed(large, 'gzip, deflate, br');
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.res.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(br.body).toString()).toBe(large);
    const gzip = await relayed(large, 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(large);
    const plain = await relayed(large);
    expect(plain.res.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(large);
  });
});
