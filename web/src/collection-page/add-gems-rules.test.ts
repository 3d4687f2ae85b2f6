import { describe, expect, it } from '@jest/globals';
import { addableGems, gemCountText } from './add-gems-rules';

describe('add gems to a collection', () => {
  it('offers only gems not already in it', () => {
    const mine = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(addableGems(mine, [{ id: 2 }]).map((g) => g.id)).toEqual([1, 3]);
    expect(addableGems(mine, mine)).toEqual([]);
  });

  it('counts gems in words', () => {
    expect(gemCountText(0)).toBe('0 gems');
    expect(gemCountText(1)).toBe('1 gem');
    expect(gemCountText(12)).toBe('12 gems');
  });
});
