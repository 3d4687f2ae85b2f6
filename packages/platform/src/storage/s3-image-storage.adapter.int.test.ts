import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { describeIf } from '@gems/testkit';
import { describeImageStorageContract } from './image-storage.contract.js';
import { UPLOADS_URL_PREFIX } from './image-key.js';
import { S3ImageStorage } from './s3-image-storage.adapter.js';
import { serveStoredImages } from './serve-stored-images.js';

/**
 * The storage contract against an S3-compatible server: s3rver, run in this process on a free
 * loopback port (MinIO in compose speaks the same API). If s3rver cannot start, the suite says so
 * in one line and is skipped.
 */

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

const BUCKET = 'gems-contract';

interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

async function startS3rver(): Promise<RunningS3> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = await mkdtemp(path.join(tmpdir(), 'gems-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

let s3rverError = '';
const s3 = await startS3rver().catch((error: unknown) => {
  s3rverError = String(error);
  return null;
});

const storageAt = (endpoint: string, publicBaseUrl?: string) =>
  new S3ImageStorage({
    bucket: BUCKET,
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    publicBaseUrl,
  });

/** The gateway's side: /uploads/<key> streamed from the bucket over real HTTP. */
async function serveUploads(storage: S3ImageStorage): Promise<{ origin: string; server: Server }> {
  const handler = serveStoredImages(storage);
  const server = createServer((req, res) => {
    if (!req.url?.startsWith(UPLOADS_URL_PREFIX)) return void res.writeHead(404).end();
    req.url = req.url.slice(UPLOADS_URL_PREFIX.length - 1);
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

if (s3) {
  afterAll(async () => {
    await s3.stop();
  });

  describeImageStorageContract(
    'S3-compatible bucket (s3rver)',
    async () => {
      const storage = storageAt(s3.endpoint);
      const { origin, server } = await serveUploads(storage);
      return {
        storage,
        async read(url) {
          const res = await fetch(origin + url);
          if (res.status === 404) return null;
          if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
          return Buffer.from(await res.arrayBuffer());
        },
        async cleanup() {
          await new Promise((resolve) => server.close(resolve));
          storage.close();
        },
      };
    },
    { serverReplacesInPlace: 's3rver rewrites an object file in place; S3 and MinIO replace atomically' },
  );

  describe('S3ImageStorage with a public base URL', () => {
    let storage: S3ImageStorage;

    beforeAll(() => {
      storage = storageAt(s3.endpoint, 'https://cdn.example.com/gems/');
    });

    afterAll(() => {
      storage.close();
    });

    it('answers URLs under the base and takes them back for delete, exists and read', async () => {
      const url = await storage.put('gems/9/cdn.webp', Buffer.from('cdn'), 'image/webp');
      expect(url).toBe('https://cdn.example.com/gems/gems/9/cdn.webp');
      expect(storage.owns(url)).toBe(true);
      expect(storage.owns('/uploads/gems/9/cdn.webp')).toBe(true);
      expect(storage.owns('https://cdn.example.com/gems/../x.webp')).toBe(false);
      expect(await storage.exists(url)).toBe(true);
      expect((await storage.read(url))?.contentType).toBe('image/webp');
      await storage.delete(url);
      expect(await storage.exists('gems/9/cdn.webp')).toBe(false);
    });

    it('stores objects with a long-lived cache header for the CDN', async () => {
      await storage.put('gems/9/cached.webp', Buffer.from('c'), 'image/webp');
      const res = await fetch(`${s3.endpoint}/${BUCKET}/gems/9/cached.webp`);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      await res.arrayBuffer();
    });
  });
} else {
  describeIf(false, `s3rver could not start (${s3rverError})`)(
    'ImageStorage contract: S3-compatible bucket',
    () => {
      it('stores and serves images', () => undefined);
    },
  );
}
