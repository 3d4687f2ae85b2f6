import { describe, expect, it } from '@jest/globals';
import { FOLDER_EMOJI, categoryEmoji, feedCategories } from './category-emoji';

describe('categoryEmoji', () => {
  it("has an emoji for the spec's named categories and a folder for the rest", () => {
    expect(categoryEmoji('Food & Drink')).toBe('🍔');
    expect(categoryEmoji('News')).toBe('📰');
    expect(categoryEmoji('Kids')).toBe(FOLDER_EMOJI);
    expect(categoryEmoji('products')).toBe(FOLDER_EMOJI);
  });
});

describe('feedCategories', () => {
  it('lists each category once, most used first', () => {
    const gems = [
      { categories: ['Art', 'News'] },
      { categories: ['News'] },
      { categories: ['Music', 'News', 'News'] },
      { categories: ['Music'] },
    ];
    expect(feedCategories(gems)).toEqual(['News', 'Music', 'Art']);
    expect(feedCategories([])).toEqual([]);
  });
});
