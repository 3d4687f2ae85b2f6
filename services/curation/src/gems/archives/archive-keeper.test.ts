import { describe, expect, it } from '@jest/globals';
import { InternalCallError } from '@gems/platform/http/internal-client';
import type { Logger } from '@gems/platform/logger';
import { ArchiveKeeper } from './archive-keeper.js';
import type { ArchiveWork } from './gem-archives.repository.js';
import { PageRefused } from './scraper-readable.js';

const quiet = { info() {}, warn() {}, error() {} } as unknown as Logger;
const work = (gemId: number, pageHtml: string | null = null): ArchiveWork => ({
  gemId,
  userId: 9,
  url: `https://site.test/${gemId}`,
  pageHtml,
});

function keeperWith(
  items: ArchiveWork[],
  copy: (input: { url: string; html?: string }) => Promise<void>,
  changed: number[] = [],
) {
  const kept: number[] = [];
  const failed: number[] = [];
  const sent: (string | undefined)[] = [];
  let claims = 0;
  const keeper = new ArchiveKeeper({
    repo: {
      claim: async () => (claims++ === 0 ? items : []),
      keep: async (w) => (changed.includes(w.gemId) ? false : (kept.push(w.gemId), true)),
      failed: async (w) => void failed.push(w.gemId),
    },
    pages: {
      copy: async (input) => {
        sent.push(input.html);
        await copy(input);
        return { url: input.url, title: 't', byline: null, html: '<p>x</p>', text: 'x' };
      },
    },
    logger: quiet,
    options: { concurrency: 2, idleMs: 1000 },
  });
  return { keeper, kept, failed, sent };
}

describe('ArchiveKeeper.runOnce', () => {
  it('keeps each claimed page, from the browser’s HTML when one was sent', async () => {
    const t = keeperWith([work(1), work(2, '<html>sent</html>')], async () => {});
    expect(await t.keeper.runOnce()).toEqual(['kept', 'kept']);
    expect(t.kept.sort()).toEqual([1, 2]);
    expect(t.sent.sort()).toEqual(['<html>sent</html>', undefined]);
    expect(await t.keeper.runOnce()).toEqual([]);
  });

  it('marks a refused page failed, leaves a scraper outage for later, and drops a changed gem’s copy', async () => {
    const t = keeperWith(
      [work(1), work(2), work(3)],
      async ({ url }) => {
        if (url.endsWith('/1')) throw new PageRefused('The page could not be found.');
        if (url.endsWith('/2')) throw new InternalCallError('no answer from the scraper');
      },
      [3],
    );
    expect((await t.keeper.runOnce()).sort()).toEqual(['changed', 'failed', 'retry']);
    expect(t.failed).toEqual([1]);
    expect(t.kept).toEqual([]);
  });
});
