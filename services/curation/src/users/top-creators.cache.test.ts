import { describe, expect, it } from '@jest/globals';
import type { TopCreator } from '@gems/contracts';
import { MemoryCache, type Cache } from '@gems/platform/cache';
import { createLogger } from '@gems/platform/logger';
import { CachedTopCreators } from './top-creators.cache.js';
import type { TopCreatorsRepository } from './top-creators.repository.js';

const creator = (id: number): TopCreator => ({
  id,
  username: `curator${id}`,
  profileImageUrl: null,
  gemCount: 100 - id,
  categories: ['Article'],
});

/** A repository answering a fixed ranking and counting how often the database would be read. */
function countingRepo(list: TopCreator[]) {
  const reads: number[] = [];
  const repo = {
    top: async (limit: number) => {
      reads.push(limit);
      return list.slice(0, limit);
    },
  } as unknown as TopCreatorsRepository;
  return { repo, reads };
}

const logger = createLogger('test', 'silent');
/** Memory caches share a store per namespace in one process: each test gets its own. */
let namespaces = 0;
const freshCache = () => new MemoryCache({ namespace: `top-creators-test-${++namespaces}` });

describe('CachedTopCreators', () => {
  it('reads the ranking once and serves every asked length from it', async () => {
    const { repo, reads } = countingRepo([1, 2, 3, 4, 5, 6].map(creator));
    const top = new CachedTopCreators(repo, freshCache(), logger, 60);
    expect((await top.top(4)).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect((await top.top(2)).map((c) => c.id)).toEqual([1, 2]);
    expect((await top.top(50)).map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(reads).toEqual([50]);
  });

  it('reads again after forget (a curator was renamed or deleted)', async () => {
    const { repo, reads } = countingRepo([creator(1)]);
    const top = new CachedTopCreators(repo, freshCache(), logger, 60);
    await top.top(4);
    await top.forget();
    await top.top(4);
    expect(reads).toHaveLength(2);
  });

  it('answers from the database when the cache is down', async () => {
    const { repo, reads } = countingRepo([creator(1), creator(2)]);
    const down = new Proxy({} as Cache, {
      get: () => () => Promise.reject(new Error('connection refused')),
    });
    const top = new CachedTopCreators(repo, down, logger, 60);
    expect((await top.top(1)).map((c) => c.id)).toEqual([1]);
    await expect(top.forget()).resolves.toBeUndefined();
    expect(reads).toEqual([50]);
  });
});
