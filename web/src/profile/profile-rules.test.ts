import { describe, expect, it } from '@jest/globals';
import { photoProblem } from './photo-rules';
import { mergeOrder, moveById, moveItem, toGemOrders } from './reorder';

const gems = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
const ids = (list: { id: number }[]) => list.map((g) => g.id);

describe('reorder', () => {
  it('moves one item up or down and clamps at the ends', () => {
    expect(ids(moveItem(gems, 2, 1))).toEqual([1, 3, 2, 4]);
    expect(ids(moveItem(gems, 0, -1))).toEqual([1, 2, 3, 4]);
    expect(ids(moveItem(gems, 3, 9))).toEqual([1, 2, 3, 4]);
    expect(ids(moveItem(gems, 0, 3))).toEqual([2, 3, 4, 1]);
    expect(moveItem(gems, 1, 2)).not.toBe(gems);
  });

  it('drops a dragged card where the target card was', () => {
    expect(ids(moveById(gems, 4, 1))).toEqual([4, 1, 2, 3]);
    expect(ids(moveById(gems, 1, 3))).toEqual([2, 3, 1, 4]);
    expect(ids(moveById(gems, 1, 99))).toEqual([1, 2, 3, 4]);
  });

  it('sends positions from 0 in the shown order', () => {
    expect(toGemOrders([{ id: 7 }, { id: 3 }])).toEqual([
      { gemId: 7, position: 0 },
      { gemId: 3, position: 1 },
    ]);
  });

  it('keeps the local order over fresh data, drops deleted gems and appends new ones', () => {
    expect(ids(mergeOrder([3, 1, 2], [{ id: 1 }, { id: 2 }, { id: 5 }]))).toEqual([1, 2, 5]);
    expect(ids(mergeOrder([3, 2, 1], gems))).toEqual([3, 2, 1, 4]);
    expect(ids(mergeOrder(null, gems))).toEqual([1, 2, 3, 4]);
  });
});

describe('photoProblem', () => {
  it('refuses what is not an image, and images over 5MB', () => {
    expect(photoProblem({ type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file',
    });
    expect(photoProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB',
    });
    expect(photoProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});
