import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { LocalImageStorage } from './local-image-storage.adapter.js';
import { serveStoredImages } from './serve-stored-images.js';

describe('serveStoredImages (what the gateway mounts at /uploads)', () => {
  let root: string;
  let server: Server;
  let origin: string;
  let storage: LocalImageStorage;

  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'gems-serve-'));
    storage = new LocalImageStorage(root);
    const handler = serveStoredImages(storage);
    server = createServer((req, res) =>
      handler(req, res, (error) => void res.writeHead(500).end(String(error))),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('streams an image with immutable caching, its type, length and a safe policy', async () => {
    await storage.put('gems/5/a1.webp', Buffer.from('webp bytes'), 'image/webp');
    const res = await fetch(`${origin}/gems/5/a1.webp?v=1`);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('webp bytes');
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('content-length')).toBe('10');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('etag')).toBeTruthy();
  });

  it('answers 304 to a matching If-None-Match and no body to HEAD', async () => {
    await storage.put('gems/5/b2.webp', Buffer.from('b'), 'image/webp');
    const first = await fetch(`${origin}/gems/5/b2.webp`);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${origin}/gems/5/b2.webp`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const head = await fetch(`${origin}/gems/5/b2.webp`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe('1');
  });

  it('answers the JSON 404 for a missing image, a directory, a hostile path or another method', async () => {
    for (const [pathname, method] of [
      ['/gems/5/none.webp', 'GET'],
      ['/gems/5', 'GET'],
      ['/..%2Fescape.webp', 'GET'],
      ['/%E0%A4%A', 'GET'],
      ['/gems/5/a1.webp', 'POST'],
    ] as const) {
      const res = await fetch(origin + pathname, { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Image not found', code: 'not_found' });
    }
  });
});
