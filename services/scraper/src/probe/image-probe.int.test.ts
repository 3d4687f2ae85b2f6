import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { DEFAULT_ADDRESS_POLICY } from '../fetch/address-policy.js';
import { createFetcher, type Fetcher } from '../fetch/safe-fetcher.js';
import { probeImages } from './image-probe.js';

let fixture: FixtureServer;
let fetcher: Fetcher;

beforeAll(async () => {
  fixture = await startFixtureServer();
  fetcher = createFetcher({
    policy: { ...DEFAULT_ADDRESS_POLICY, allowHosts: [fixture.hostPort] },
    resolver: async () => [],
    userAgent: 'GemsTest/1.0',
    maxBytes: 1024 * 1024,
    maxRedirects: 5,
  });
});
afterAll(() => fixture.close());

describe('probeImages', () => {
  it('accepts a real image', async () => {
    const result = await probeImages(fetcher, [fixture.url('/images/cover.png')], { timeoutMs: 2000 });
    expect(result).toMatchObject({ imageUrl: fixture.url('/images/cover.png'), downloads: 1 });
  });

  it('skips dead links, HTML served as an image, and bytes that are not an image, in order', async () => {
    const candidates = [
      '/images/missing.png',
      '/images/fake.png',
      '/images/liar.png',
      '/images/cover.png',
    ].map((p) => fixture.url(p));
    const result = await probeImages(fetcher, candidates, { timeoutMs: 2000, maxAttempts: 4 });
    expect(result).toMatchObject({ imageUrl: fixture.url('/images/cover.png'), downloads: 4 });
  });

  it('refuses an image on a private address without connecting', async () => {
    const result = await probeImages(
      fetcher,
      ['http://169.254.169.254/latest/meta-data/x.png', 'http://10.0.0.5/a.png'],
      { timeoutMs: 2000 },
    );
    expect(result.imageUrl).toBeNull();
  });

  it('stops after maxAttempts', async () => {
    const result = await probeImages(
      fetcher,
      [fixture.url('/images/missing.png'), fixture.url('/images/cover.png')],
      {
        timeoutMs: 2000,
        maxAttempts: 1,
      },
    );
    expect(result).toEqual({ imageUrl: null, downloads: 1, bytes: 0 });
  });
});
