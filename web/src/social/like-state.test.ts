import { describe, expect, it } from '@jest/globals';
import { initialLike, likeReducer, patchCached } from './like-state';

describe('likeReducer', () => {
  it('likes optimistically and keeps the server count when it is confirmed', () => {
    const liked = likeReducer(initialLike(false, 4), { type: 'toggle' });
    expect(liked).toMatchObject({ liked: true, count: 5 });
    expect(likeReducer(liked, { type: 'confirmed', count: 7 })).toEqual({
      liked: true,
      count: 7,
      before: null,
    });
    expect(likeReducer(liked, { type: 'confirmed' })).toEqual({ liked: true, count: 5, before: null });
  });

  it('rolls back to exactly what was shown before a failed change', () => {
    const unliked = likeReducer(initialLike(true, 1), { type: 'toggle' });
    expect(unliked).toMatchObject({ liked: false, count: 0 });
    expect(likeReducer(unliked, { type: 'failed' })).toEqual({ liked: true, count: 1, before: null });
  });

  it('never shows a negative count', () => {
    expect(likeReducer(initialLike(true, 0), { type: 'toggle' }).count).toBe(0);
    expect(initialLike(false, -3).count).toBe(0);
    const liked = likeReducer(initialLike(false, 0), { type: 'toggle' });
    expect(likeReducer(liked, { type: 'confirmed', count: -1 }).count).toBe(0);
  });

  it('ignores a second click while a change is in flight, and fresh props until it settles', () => {
    const pending = likeReducer(initialLike(false, 2), { type: 'toggle' });
    expect(likeReducer(pending, { type: 'toggle' })).toBe(pending);
    expect(likeReducer(pending, { type: 'sync', liked: false, count: 2 })).toBe(pending);
    const settled = likeReducer(pending, { type: 'confirmed' });
    expect(likeReducer(settled, { type: 'sync', liked: true, count: 9 })).toEqual(initialLike(true, 9));
  });

  it('keeps the same state when the props it syncs to say what it shows (no render again)', () => {
    const shown = initialLike(true, 4);
    expect(likeReducer(shown, { type: 'sync', liked: true, count: 4 })).toBe(shown);
    expect(likeReducer(shown, { type: 'sync', liked: true, count: 5 })).toEqual(initialLike(true, 5));
  });
});

describe('patchCached', () => {
  const card = (id: number, likeCount = 0) => ({
    id,
    title: `g${id}`,
    likeCount,
    likedByViewer: false,
    commentCount: 0,
  });
  const like = (item: { likeCount: number }) => ({ likeCount: item.likeCount + 1, likedByViewer: true });

  it('patches the matching card in a list and keeps other references', () => {
    const list = [card(1), card(2, 3)];
    const next = patchCached(list, 'gem', 2, like);
    expect(next).not.toBe(list);
    expect(next[0]).toBe(list[0]);
    expect(next[1]).toEqual({ ...card(2), likeCount: 4, likedByViewer: true });
  });

  it('reaches into infinite-query pages and single details', () => {
    const pages = { pages: [[card(1)], [card(5)]], pageParams: [null, 'c'] };
    const next = patchCached(pages, 'gem', 5, like);
    expect(next.pages[1]?.[0]).toMatchObject({ likeCount: 1, likedByViewer: true });
    expect(next.pageParams).toBe(pages.pageParams);
    expect(patchCached(card(8), 'gem', 8, like)).toMatchObject({ likeCount: 1 });
    const gemPages = { pages: [{ gems: [card(2)], nextCursor: 'x' }], pageParams: [null] };
    expect(patchCached(gemPages, 'gem', 2, like).pages[0]?.gems[0]).toMatchObject({ likeCount: 1 });
  });

  it('returns the very same object when nothing matches', () => {
    const list = [card(1)];
    expect(patchCached(list, 'gem', 9, like)).toBe(list);
    const other = { id: 9, name: 'no like count' };
    expect(patchCached(other, 'gem', 9, like)).toBe(other);
    expect(patchCached(undefined, 'gem', 9, like)).toBeUndefined();
  });

  it("never touches a collection that shares the gem's id", () => {
    const collection = { id: 3, likeCount: 2, likedByViewer: false, gemCount: 4 };
    expect(patchCached([collection], 'gem', 3, like)[0]).toBe(collection);
    expect(patchCached([collection], 'collection', 3, like)[0]).toMatchObject({ likeCount: 3 });
  });
});
