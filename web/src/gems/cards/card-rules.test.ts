import { describe, expect, it } from '@jest/globals';
import { cardText, carouselImages, placeholderLabel, truncate, withOverflow, wrapIndex } from './card-rules';

describe('cardText', () => {
  it('prefers the note over the description', () => {
    expect(cardText({ userNote: 'mine', description: 'theirs' })).toBe('mine');
  });
  it('falls back to the description when the note is blank', () => {
    expect(cardText({ userNote: '   ', description: 'theirs' })).toBe('theirs');
    expect(cardText({ userNote: null, description: null })).toBe('');
  });
});

describe('truncate', () => {
  it('keeps text of exactly 150 characters whole', () => {
    const text = 'a'.repeat(150);
    expect(truncate(text)).toEqual({ text, truncated: false });
  });
  it('cuts the 151st character and adds an ellipsis', () => {
    const result = truncate(`${'a'.repeat(150)}b`);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${'a'.repeat(150)}…`);
  });
  it('drops trailing spaces before the ellipsis', () => {
    expect(truncate(`${'a'.repeat(149)} tail`).text).toBe(`${'a'.repeat(149)}…`);
  });
  it('never splits an emoji', () => {
    const text = '💎'.repeat(151);
    const result = truncate(text);
    expect(Array.from(result.text)).toHaveLength(151);
    expect(result.text.endsWith('💎…')).toBe(true);
  });
});

describe('withOverflow', () => {
  it('shows up to the limit and counts the rest', () => {
    expect(withOverflow(['Art', 'Music', 'News'], 2)).toEqual({ shown: ['Art', 'Music'], more: 1 });
    expect(withOverflow(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
  });
  it('has no "+N" when everything fits', () => {
    expect(withOverflow(['Art'], 2)).toEqual({ shown: ['Art'], more: 0 });
    expect(withOverflow([], 3)).toEqual({ shown: [], more: 0 });
  });
});

describe('wrapIndex', () => {
  it('wraps forward past the last image to the first', () => {
    expect(wrapIndex(2, 1, 3)).toBe(0);
    expect(wrapIndex(0, 1, 3)).toBe(1);
  });
  it('wraps backward from the first image to the last', () => {
    expect(wrapIndex(0, -1, 3)).toBe(2);
  });
  it('stays at 0 with one or no image', () => {
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});

describe('carouselImages', () => {
  it('puts the main image first, then the extras, without blanks or repeats', () => {
    expect(carouselImages({ imageUrl: 'm.jpg', extraImageUrls: ['x.jpg', '', 'm.jpg', 'y.jpg'] })).toEqual([
      'm.jpg',
      'x.jpg',
      'y.jpg',
    ]);
  });
  it('uses the extras when there is no main image', () => {
    expect(carouselImages({ imageUrl: '', extraImageUrls: ['x.jpg'] })).toEqual(['x.jpg']);
    expect(carouselImages({ imageUrl: null })).toEqual([]);
  });
});

describe('placeholderLabel', () => {
  it('shows the domain, else the URL host', () => {
    expect(placeholderLabel({ domain: 'example.com', url: 'https://other.org' })).toBe('example.com');
    expect(placeholderLabel({ domain: '', url: 'https://shop.example.org/x' })).toBe('shop.example.org');
    expect(placeholderLabel({ domain: null, url: '' })).toBe('No image');
  });
});
