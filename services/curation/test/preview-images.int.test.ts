import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';
import { startPreviewSite, type PreviewSite } from './support/preview-site.js';

// Issue 29 §1: a gem's remote preview image is fetched by the real scraper (its own service, over
// HTTP, under its address rules: only SCRAPER_ALLOW_HOSTS reaches the loopback site), re-encoded
// to WebP at 1200 and 600 px, stored, served immutable from /uploads; the source is kept.
let stack: TestStack;
let site: PreviewSite;
let client: TestClient;

beforeAll(async () => {
  site = await startPreviewSite();
  stack = await startTestStack(
    { SCRAPER_ALLOW_HOSTS: site.hostPort, PREVIEW_IMAGES_KEEP: 'true', PREVIEW_IMAGES_IDLE_SECONDS: '1' },
    { curation: true, scraper: true },
  );
  client = stack.client();
  expect((await client.post('/api/auth/register', newAccount())).status).toBe(201);
}, 60_000);
afterAll(async () => {
  await stack?.stop();
  await site?.close();
  await stopTestDatabase();
});

type GemAnswer = { id: number; imageUrl: string; sourceImageUrl: string | null; imageSrcset: string | null };

async function saveWithImage(name: string, imagePath: string): Promise<GemAnswer> {
  const res = await client.post('/api/gems', {
    url: site.url(`/article/${name}`),
    title: name,
    imageUrl: site.url(imagePath),
  });
  expect(res.status).toBe(201);
  expect(res.body).toMatchObject({ imageUrl: site.url(imagePath), sourceImageUrl: null, imageSrcset: null });
  return res.body as GemAnswer;
}

/** The gem as the API answers it once `done` holds (the keeper works in the background). */
async function eventually(id: number, done: (gem: GemAnswer) => boolean): Promise<GemAnswer> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const gem = (await client.get(`/api/gems/${id}`)).body as GemAnswer;
    if (done(gem) || Date.now() > deadline) return gem;
    await new Promise((r) => setTimeout(r, 150));
  }
}

const image = async (path: string) => {
  const res = await fetch(stack.gatewayUrl + path);
  return { res, meta: await sharp(Buffer.from(await res.arrayBuffer())).metadata() };
};

describe('preview images kept here', () => {
  it('stores a saved gem’s remote image as WebP at 1200 and 600 px, served immutable', async () => {
    const saved = await saveWithImage('kept', '/photo.png');
    const gem = await eventually(saved.id, (g) => g.imageUrl.startsWith('/uploads/'));
    expect(gem.imageUrl).toMatch(/^\/uploads\/gems\/\d+\/[0-9a-f]{24}\.webp$/);
    expect(gem.sourceImageUrl).toBe(site.url('/photo.png'));
    const [small, large] = gem.imageSrcset!.split(', ').map((part) => part.split(' '));
    expect(large).toEqual([gem.imageUrl, '1200w']);
    expect(small![1]).toBe('600w');

    const big = await image(gem.imageUrl);
    expect(big.res.headers.get('content-type')).toBe('image/webp');
    expect(big.res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(big.meta).toMatchObject({ format: 'webp', width: 1200, height: 630 });
    expect((await image(small![0]!)).meta).toMatchObject({ format: 'webp', width: 600, height: 315 });

    // The list cards carry the same fields (the feed's own serialisation).
    const mine = (await client.get('/api/gems?feed=mine&limit=50')).body as GemAnswer[];
    expect(mine.find((g) => g.id === saved.id)).toMatchObject({
      imageUrl: gem.imageUrl,
      sourceImageUrl: gem.sourceImageUrl,
      imageSrcset: gem.imageSrcset,
    });
  });

  it('follows a redirect to the image', async () => {
    const saved = await saveWithImage('moved', '/moved/photo.png');
    const gem = await eventually(saved.id, (g) => g.imageUrl.startsWith('/uploads/'));
    expect(gem).toMatchObject({ sourceImageUrl: site.url('/moved/photo.png') });
  });

  it('keeps the remote address when the image is missing or is not an image, and does not retry', async () => {
    const missing = await saveWithImage('missing', '/no-such.png');
    const notImage = await saveWithImage('not-image', '/page.png');
    const asked = () => site.requests.filter((p) => p === '/no-such.png' || p === '/page.png').length;
    const deadline = Date.now() + 15_000;
    while (asked() < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(asked()).toBe(2);
    // Another pass of the keeper (idle: 1 s) must not ask again.
    await new Promise((r) => setTimeout(r, 2500));
    expect(asked()).toBe(2);
    for (const [gem, path] of [
      [missing, '/no-such.png'],
      [notImage, '/page.png'],
    ] as const) {
      const now = (await client.get(`/api/gems/${gem.id}`)).body as GemAnswer;
      expect(now).toMatchObject({ imageUrl: site.url(path), sourceImageUrl: null, imageSrcset: null });
    }
  });

  it('drops the copy’s sizes when the owner picks another image, and keeps the new one too', async () => {
    const saved = await saveWithImage('edited', '/photo.png');
    const kept = await eventually(saved.id, (g) => g.imageUrl.startsWith('/uploads/'));
    expect(kept.imageSrcset).not.toBeNull();
    const other = site.url('/moved/photo.png');
    const edited = await client.patch(`/api/gems/${saved.id}`, { imageUrl: other });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ imageUrl: other, sourceImageUrl: null, imageSrcset: null });
    const again = await eventually(saved.id, (g) => g.imageUrl.startsWith('/uploads/'));
    expect(again).toMatchObject({ sourceImageUrl: other });
    expect(again.imageUrl).not.toBe(kept.imageUrl);
  });
});
