import { describe, expect, it } from '@jest/globals';
import { matchesSearch, sortOf, tabOf, withParams } from './explore-params';

describe('explore URL values', () => {
  it('opens People for tab=users and Top Collections for tab=collections', () => {
    expect(tabOf('users')).toBe('users');
    expect(tabOf('collections')).toBe('collections');
    expect(tabOf(null)).toBe('gems');
    expect(tabOf('nonsense')).toBe('gems');
  });

  it('accepts only known sorts', () => {
    expect(sortOf('alphabetical')).toBe('alphabetical');
    expect(sortOf('domain')).toBe('domain');
    expect(sortOf('likes')).toBeNull();
    expect(sortOf(null)).toBeNull();
  });

  it('changes some values and keeps the others', () => {
    const next = withParams(new URLSearchParams('q=pan&category=Art'), { category: null, tab: 'users' });
    expect(next.toString()).toBe('q=pan&tab=users');
  });
});

describe('matchesSearch', () => {
  it('needs every word in the title or description, ignoring case', () => {
    const c = { title: 'Copper Kitchen', description: 'pans and pots' };
    expect(matchesSearch(c, 'copper POTS')).toBe(true);
    expect(matchesSearch(c, 'copper knives')).toBe(false);
    expect(matchesSearch(c, '  ')).toBe(true);
  });
});
