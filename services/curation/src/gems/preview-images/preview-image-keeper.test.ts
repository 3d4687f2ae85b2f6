import { describe, expect, it } from '@jest/globals';
import { InternalCallError } from '@gems/platform/http/internal-client';
import { ImageRejectedError } from '@gems/platform/images';
import type { Logger } from '@gems/platform/logger';
import type { UnitOfWork } from '../../db/unit-of-work.js';
import { PreviewImageKeeper } from './preview-image-keeper.js';
import type { PreviewImagesRepository, RemoteImageGem } from './preview-images.repository.js';
import { ImageRefused } from './scraper-images.js';

const quiet = { info() {}, warn() {}, error() {} } as unknown as Logger;

function keeperWith(
  gems: RemoteImageGem[],
  fetchImage: (url: string) => Promise<Buffer>,
  opts: { changed?: number[] } = {},
) {
  const kept: number[] = [];
  const failed: number[] = [];
  const discarded: (string | null)[] = [];
  const events: string[] = [];
  let claims = 0;
  const repo = {
    claim: async () => (claims++ === 0 ? gems : []),
    keep: async (_tx: unknown, gem: RemoteImageGem) => {
      if (opts.changed?.includes(gem.id)) return null;
      kept.push(gem.id);
      const at = new Date('2026-11-26T12:00:00Z');
      return {
        id: gem.id,
        userId: gem.userId,
        categories: [],
        tags: [],
        createdAt: at,
        updatedAt: at,
      } as never;
    },
    failed: async (gem: RemoteImageGem) => void failed.push(gem.id),
  } as unknown as PreviewImagesRepository;
  const inTransaction: UnitOfWork = (work) => work({}, ((type: string) => void events.push(type)) as never);
  const keeper = new PreviewImageKeeper({
    repo,
    remote: { fetch: (url) => fetchImage(url) },
    uploader: {
      storePreview: async (userId) => ({
        imageUrl: `/uploads/gems/${userId}/a.webp`,
        thumbnailUrl: `/uploads/gems/${userId}/a-600.webp`,
        srcset: 'x',
      }),
      discard: async (urls) => void discarded.push(...urls),
    },
    inTransaction,
    logger: quiet,
    options: { concurrency: 2, idleMs: 1000 },
  });
  return { keeper, kept, failed, discarded, events };
}

const gem = (id: number, imageUrl = `https://site.test/${id}.png`): RemoteImageGem => ({
  id,
  userId: 9,
  imageUrl,
});

describe('PreviewImageKeeper.runOnce', () => {
  it('keeps each claimed image with a gem.updated event', async () => {
    const t = keeperWith([gem(1), gem(2), gem(3)], async () => Buffer.from('png'));
    expect(await t.keeper.runOnce()).toEqual(['kept', 'kept', 'kept']);
    expect(t.kept.sort()).toEqual([1, 2, 3]);
    expect(t.events).toEqual(['gem.updated', 'gem.updated', 'gem.updated']);
    expect(await t.keeper.runOnce()).toEqual([]);
  });

  it('marks a refused or undecodable image failed, and leaves a scraper outage for later', async () => {
    const t = keeperWith([gem(1), gem(2), gem(3)], async (url) => {
      if (url.endsWith('/1.png')) throw new ImageRefused('The page could not be found.');
      if (url.endsWith('/2.png')) throw new ImageRejectedError('not_image', 'The file is not an image');
      throw new InternalCallError('no answer from the scraper');
    });
    expect((await t.keeper.runOnce()).sort()).toEqual(['failed', 'failed', 'retry']);
    expect(t.failed.sort()).toEqual([1, 2]);
    expect(t.kept).toEqual([]);
  });

  it('throws away the copy of a gem edited or deleted meanwhile', async () => {
    const t = keeperWith([gem(4)], async () => Buffer.from('png'), { changed: [4] });
    expect(await t.keeper.runOnce()).toEqual(['changed']);
    expect(t.discarded).toEqual(['/uploads/gems/9/a.webp', '/uploads/gems/9/a-600.webp']);
    expect(t.events).toEqual([]);
  });

  it('works at most `concurrency` images at once', async () => {
    let open = 0;
    let peak = 0;
    const t = keeperWith(
      [1, 2, 3, 4, 5].map((id) => gem(id)),
      async () => {
        open++;
        peak = Math.max(peak, open);
        await new Promise((r) => setTimeout(r, 10));
        open--;
        return Buffer.from('png');
      },
    );
    expect(await t.keeper.runOnce()).toHaveLength(5);
    expect(peak).toBe(2);
  });
});
