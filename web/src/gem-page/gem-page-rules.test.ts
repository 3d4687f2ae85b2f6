import { describe, expect, it } from '@jest/globals';
import { externalUrl, publishedText, relatedGems, routeId, savedByText } from './gem-page-rules';

describe('gem page rules', () => {
  it('shows up to four related gems, never the gem itself', () => {
    const list = [1, 2, 3, 4, 5, 6].map((id) => ({ id }));
    expect(relatedGems(list, 2).map((g) => g.id)).toEqual([1, 3, 4, 5]);
    expect(relatedGems([{ id: 2 }], 2)).toEqual([]);
  });

  it('dates the source as the page stated it, and says nothing without a valid date', () => {
    expect(publishedText('2026-03-14T23:30:00.000Z', 'en-GB')).toBe('Published 14 March 2026');
    expect(publishedText('2026-03-14T23:30:00.000Z', 'en-US')).toBe('Published March 14, 2026');
    expect(publishedText(null)).toBeNull();
    expect(publishedText('soon')).toBeNull();
  });

  it('mentions other curators only when there are some', () => {
    expect(savedByText(undefined)).toBeNull();
    expect(savedByText(1)).toBeNull();
    expect(savedByText(3)).toBe('Saved by 3 curators');
  });

  it('opens only web addresses', () => {
    expect(externalUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(externalUrl('javascript:alert(1)')).toBeNull();
    expect(externalUrl('')).toBeNull();
    expect(externalUrl('not a url')).toBeNull();
  });

  it('accepts only positive whole ids as route parameters', () => {
    expect(routeId('12')).toBe(12);
    expect(routeId('0')).toBeNull();
    expect(routeId('12abc')).toBeNull();
    expect(routeId('99999999999')).toBeNull();
    expect(routeId(undefined)).toBeNull();
  });
});
