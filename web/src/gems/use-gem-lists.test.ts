import { afterEach, describe, expect, it, jest } from '@jest/globals';
import type { ListedGem } from '@gems/contracts';
import { fetchGemPage, gemListPath } from './use-gem-lists';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('gemListPath', () => {
  it('builds the feed request with only the values given', () => {
    expect(gemListPath({ feed: 'mine' })).toBe('/api/gems?limit=12&feed=mine');
    expect(gemListPath({ feed: 'all', category: 'Food & Drink', limit: 6 }, 'abc')).toBe(
      '/api/gems?limit=6&feed=all&category=Food+%26+Drink&cursor=abc',
    );
  });

  it('sends the search trimmed, and the sort only when one is chosen', () => {
    expect(gemListPath({ search: '  copper pan ' })).toBe('/api/gems?limit=12&search=copper+pan');
    expect(gemListPath({ search: 'pan', sort: 'recent' })).toBe('/api/gems?limit=12&search=pan&sort=recent');
    expect(gemListPath({ search: ' ', sort: 'domain' })).toBe('/api/gems?limit=12&sort=domain');
  });

  it("asks a user's own list for a user", () => {
    expect(gemListPath({ userId: 7 })).toBe('/api/users/7/gems?limit=12');
  });
});

describe('fetchGemPage', () => {
  it('reads the gems and the next cursor from the header', async () => {
    const gem: ListedGem = {
      id: 1,
      userId: 2,
      title: 'Pan',
      description: '',
      userNote: 'nice',
      url: 'https://example.com/pan',
      imageUrl: '',
      canonicalUrl: null,
      domain: 'example.com',
      categories: ['Products'],
      tags: [],
      visibility: 'public',
      isBookmark: false,
      siteName: null,
      logoUrl: null,
      publishedAt: null,
      author: null,
      sourceImageUrl: null,
      imageSrcset: null,
      linkHealth: { status: 'unchecked', httpStatus: null, checkedAt: null, movedTo: null },
      createdAt: '2026-11-21T10:00:00.000Z',
      updatedAt: '2026-11-21T10:00:00.000Z',
      creator: { id: 2, username: 'ana', profileImageUrl: null },
      likeCount: 3,
      commentCount: 1,
      likedByViewer: true,
      extraImageUrls: ['https://example.com/x.jpg'],
    };
    globalThis.fetch = jest.fn<typeof fetch>().mockResolvedValue(
      new Response(JSON.stringify([gem]), {
        headers: { 'Content-Type': 'application/json', 'X-Next-Cursor': 'next123' },
      }),
    );
    const page = await fetchGemPage('/api/gems?limit=1');
    expect(page.nextCursor).toBe('next123');
    expect(page.gems).toEqual([gem]);
  });

  it('has no next page without the header', async () => {
    globalThis.fetch = jest
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('[]', { headers: { 'Content-Type': 'application/json' } }));
    expect(await fetchGemPage('/api/gems')).toEqual({ gems: [], nextCursor: null, total: null });
  });

  it('reads the list’s full size from X-Total-Count when the server sends it', async () => {
    globalThis.fetch = jest
      .fn<typeof fetch>()
      .mockResolvedValue(
        new Response('[]', { headers: { 'Content-Type': 'application/json', 'X-Total-Count': '31' } }),
      );
    expect((await fetchGemPage('/api/users/4/gems')).total).toBe(31);
  });
});
