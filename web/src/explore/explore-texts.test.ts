import { describe, expect, it } from '@jest/globals';
import { exploreTexts } from './explore-texts';

describe('exploreTexts', () => {
  it('reads naturally with only a category', () => {
    expect(exploreTexts('', 'Travel')).toEqual({
      heading: 'Gems in Travel',
      empty: 'No gems found in Travel.',
    });
  });
  it('quotes the search, alone or with a category', () => {
    expect(exploreTexts(' pan ', null)).toEqual({
      heading: 'Gems matching "pan"',
      empty: 'No gems found for "pan".',
    });
    expect(exploreTexts('pan', 'Food & Drink').heading).toBe('Gems matching "pan" in Food & Drink');
    expect(exploreTexts('pan', 'Food & Drink').empty).toBe('No gems found for "pan" in Food & Drink.');
  });
  it('has no heading without a filter', () => {
    expect(exploreTexts('', null)).toEqual({ heading: '', empty: 'No gems to explore yet.' });
  });
});
