import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({}, { curation: true });
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

async function signedIn(): Promise<TestClient> {
  const client = stack.client();
  await client.post('/api/auth/register', newAccount());
  return client;
}

const page = () => `https://example.com/images-${Math.random().toString(36).slice(2)}`;

const form = (bytes: Buffer, caption?: string) => {
  const body = new FormData();
  body.append('image', new Blob([new Uint8Array(bytes)]), 'photo.jpg');
  if (caption !== undefined) body.append('caption', caption);
  return body;
};

describe('gem images', () => {
  it('lets the owner upload, list and delete extra images; others may only look', async () => {
    const owner = await signedIn();
    const gem = (await owner.post('/api/gems', { url: `https://example.com/img-${Date.now()}` })).body;
    const jpeg = await sharp({
      create: { width: 900, height: 1800, channels: 3, background: { r: 10, g: 90, b: 200 } },
    })
      .jpeg()
      .toBuffer();

    const other = await signedIn();
    expect((await other.post(`/api/gems/${gem.id}/images/upload`, form(jpeg))).status).toBe(403);
    expect((await stack.client().post(`/api/gems/${gem.id}/images/upload`, form(jpeg))).status).toBe(401);
    const notImage = await owner.post(`/api/gems/${gem.id}/images/upload`, form(Buffer.from('hello')));
    expect(notImage.status).toBe(400);
    expect(notImage.body.message).toBe('Please select an image file');

    const up = await owner.post(`/api/gems/${gem.id}/images/upload`, form(jpeg, ' Front '));
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ gemId: gem.id, caption: 'Front' });
    const main = await sharp(
      Buffer.from(await (await fetch(stack.gatewayUrl + up.body.imageUrl)).arrayBuffer()),
    ).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 800, height: 1600 });
    const thumb = await sharp(
      Buffer.from(await (await fetch(stack.gatewayUrl + up.body.thumbnailUrl)).arrayBuffer()),
    ).metadata();
    expect(thumb).toMatchObject({ width: 300, height: 600 });

    expect(
      (await stack.client().get(`/api/gems/${gem.id}/images`)).body.map((i: { id: number }) => i.id),
    ).toEqual([up.body.id]);
    await owner.patch(`/api/gems/${gem.id}`, { imageUrl: up.body.imageUrl });
    expect((await other.delete(`/api/gem-images/${up.body.id}`)).status).toBe(403);
    expect((await owner.delete(`/api/gem-images/${up.body.id}`)).status).toBe(200);
    expect((await owner.delete(`/api/gem-images/${up.body.id}`)).status).toBe(404);
    expect((await owner.get(`/api/gems/${gem.id}`)).body.imageUrl).toBe('');
    expect((await fetch(stack.gatewayUrl + up.body.imageUrl)).status).toBe(404);
    expect((await owner.get(`/api/gems/${gem.id}/images`)).body).toEqual([]);
  });

  it('hides a private gem’s images and refuses a missing file', async () => {
    const owner = await signedIn();
    const gem = (
      await owner.post('/api/gems', { url: 'https://example.com/private-img', visibility: 'private' })
    ).body;
    expect((await stack.client().get(`/api/gems/${gem.id}/images`)).status).toBe(404);
    const empty = new FormData();
    empty.append('caption', 'no file');
    expect((await owner.post(`/api/gems/${gem.id}/images/upload`, empty)).status).toBe(400);
    expect((await owner.post(`/api/gems/${gem.id}/images/upload`, { caption: 'json' })).status).toBe(400);
  });
});

describe('a gem’s own image, sent with the gem', () => {
  it('stores an uploaded data-URL image as WebP served at /uploads', async () => {
    const client = await signedIn();
    const png = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const created = await client.post('/api/gems', {
      url: page(),
      title: 'Red',
      uploadedImage: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(created.status).toBe(201);
    expect(created.body.imageUrl).toMatch(/^\/uploads\/gems\/\d+\/[a-f0-9]+\.webp$/);
    const served = await fetch(stack.gatewayUrl + created.body.imageUrl);
    expect(served.status).toBe(200);
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('refuses an image over 10 MB with the spec’s message', async () => {
    const client = await signedIn();
    const big = Buffer.alloc(10 * 1024 * 1024 + 3).toString('base64');
    const res = await client.post('/api/gems', {
      url: page(),
      uploadedImage: `data:image/png;base64,${big}`,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File size must be less than 10MB');
  });
});
