import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { stopTestDatabase, type TestClient } from '@gems/testkit';
import { newAccount, startTestStack, type TestStack } from '@gems/test-stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.stop();
  await stopTestDatabase();
});

async function signedIn(): Promise<{ client: TestClient; user: { id: number; username: string } }> {
  const client = stack.client();
  const { body } = await client.post('/api/auth/register', newAccount());
  return { client, user: body };
}

describe('profiles', () => {
  it('lets the owner edit the profile and refuses anyone else', async () => {
    const { client, user } = await signedIn();
    const res = await client.put(`/api/users/${user.id}/profile`, {
      bio: '  Collector of maps  ',
      website: 'example.com',
      twitterHandle: '@ada',
      location: '',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      bio: 'Collector of maps',
      website: 'https://example.com',
      twitterHandle: 'ada',
      location: null,
    });

    const other = await signedIn();
    const denied = await other.client.put(`/api/users/${user.id}/profile`, { bio: 'hacked' });
    expect(denied.status).toBe(403);
    const anonymous = await stack.client().put(`/api/users/${user.id}/profile`, { bio: 'hacked' });
    expect(anonymous.status).toBe(401);
    expect((await stack.client().get(`/api/users/${user.username}`)).body.bio).toBe('Collector of maps');
  });

  it('shows a public card by username or id, without email, and 404 for unknown users', async () => {
    const { user } = await signedIn();
    const byName = await stack.client().get(`/api/users/${user.username.toUpperCase()}`);
    expect(byName.status).toBe(200);
    expect(byName.body.username).toBe(user.username);
    expect(byName.body.email).toBeUndefined();
    expect((await stack.client().get(`/api/users/${user.id}`)).body.username).toBe(user.username);
    const missing = await stack.client().get('/api/users/no_such_person_here');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('User not found');
  });

  it('switches the profile private and back (PATCH /api/auth/profile)', async () => {
    const { client } = await signedIn();
    expect((await client.patch('/api/auth/profile', { isPublic: false })).body.isPublic).toBe(false);
    expect((await client.get('/api/auth/me')).body.isPublic).toBe(false);
    expect((await client.patch('/api/auth/profile', { isPublic: 'no' })).status).toBe(400);
  });

  it('keeps up to four personal categories with the spec limits', async () => {
    const { client } = await signedIn();
    const saved = await client.patch('/api/profile', { customTag1: '  Maps ', customTag2: 'Vinyl' });
    expect(saved.body).toEqual({
      customTag1: 'Maps',
      customTag2: 'Vinyl',
      customTag3: null,
      customTag4: null,
    });
    expect((await client.patch('/api/profile', { customTag3: '   ' })).status).toBe(400);
    const long = await client.patch('/api/profile', { customTag3: 'x'.repeat(21) });
    expect(long.body.message).toBe('Category name must be at most 20 characters');
    expect((await client.patch('/api/profile', { customTag5: 'Fifth' })).status).toBe(400);
    expect((await client.patch('/api/profile', { customTag1: null })).body.customTag1).toBeNull();
    expect((await client.get('/api/profile')).body.customTag2).toBe('Vinyl');
  });

  it('stores a profile photo re-encoded as WebP and serves it at /uploads', async () => {
    const { client, user } = await signedIn();
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3366ff' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const res = await client.post(`/api/users/${user.id}/profile-photo`, form);
    expect(res.status).toBe(200);
    expect(res.body.profileImageUrl).toMatch(/^\/uploads\/avatars\/\d+\/[a-f0-9]+\.webp$/);
    const image = await fetch(stack.gatewayUrl + res.body.profileImageUrl);
    expect(image.status).toBe(200);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(512);
  });

  it('refuses a non-image photo and one over 5 MB with the spec messages', async () => {
    const { client, user } = await signedIn();
    const text = new FormData();
    text.append('photo', new Blob(['not an image'], { type: 'image/png' }), 'fake.png');
    const bad = await client.post(`/api/users/${user.id}/profile-photo`, text);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please select an image file');

    const big = new FormData();
    big.append('photo', new Blob([new Uint8Array(5 * 1024 * 1024 + 10)], { type: 'image/jpeg' }), 'big.jpg');
    const tooBig = await client.post(`/api/users/${user.id}/profile-photo`, big);
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('Please select an image smaller than 5MB');
  });
});
