import { describe, expect, it } from '@jest/globals';
import { gemCountText } from './collection-rules';

describe('collection page', () => {
  it('counts gems in words', () => {
    expect(gemCountText(0)).toBe('0 gems');
    expect(gemCountText(1)).toBe('1 gem');
    expect(gemCountText(12)).toBe('12 gems');
  });
});
