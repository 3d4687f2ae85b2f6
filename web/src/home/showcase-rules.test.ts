import { describe, expect, it } from '@jest/globals';
import { collectionsCountText } from './showcase-rules';

describe('collectionsCountText', () => {
  it('says how many of how many are shown', () => {
    expect(collectionsCountText(23)).toBe('Showing 6 of 23 curated collections');
    expect(collectionsCountText(7)).toBe('Showing 6 of 7 curated collections');
  });
  it('just counts when all fit', () => {
    expect(collectionsCountText(6)).toBe('6 curated collections');
    expect(collectionsCountText(1)).toBe('1 curated collection');
    expect(collectionsCountText(0)).toBe('No curated collections yet');
  });
  it('says "100+" when the counted page was full', () => {
    expect(collectionsCountText(100)).toBe('Showing 6 of 100+ curated collections');
  });
});
