import { describe, expect, it } from '@jest/globals';
import { formatCount, pluralize } from './pluralize';

describe('pluralize', () => {
  it('groups whole numbers as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1234567, -4321])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('puts the noun in the right number', () => {
    expect(pluralize(1, 'gem')).toBe('1 gem');
    expect(pluralize(1200, 'follower')).toBe('1,200 followers');
    expect(pluralize(2, 'person', 'people')).toBe('2 people');
  });
});
