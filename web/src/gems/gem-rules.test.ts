import { describe, expect, it } from '@jest/globals';
import { GEM_NOTE_MAX, zCreateGem } from '@gems/contracts';
import { noteProblem, profileDefaultVisibility, withPickedCategories } from './gem-rules';

describe('profileDefaultVisibility', () => {
  it('follows the profile: private profiles save private gems, others public', () => {
    expect(profileDefaultVisibility({ isPublic: false })).toBe('private');
    expect(profileDefaultVisibility({ isPublic: true })).toBe('public');
    expect(profileDefaultVisibility(null)).toBe('public');
  });
});

describe('withPickedCategories', () => {
  it('drops the default "Article" once a real category is picked', () => {
    expect(withPickedCategories(['Article'], ['Article', 'Travel'])).toEqual(['Travel']);
  });
  it('keeps "Article" when the user adds it on purpose, or it is the only one', () => {
    expect(withPickedCategories(['Travel'], ['Travel', 'Article'])).toEqual(['Travel', 'Article']);
    expect(withPickedCategories([], ['Article'])).toEqual(['Article']);
    expect(withPickedCategories(['Article', 'Travel'], ['Article'])).toEqual(['Article']);
  });
});

describe('noteProblem', () => {
  it('allows the limit and refuses one more character with the server contract’s words', () => {
    expect(noteProblem('x'.repeat(GEM_NOTE_MAX))).toBeNull();
    const problem = noteProblem('x'.repeat(GEM_NOTE_MAX + 1));
    expect(problem).toBe(`Note must be at most ${GEM_NOTE_MAX} characters`);
    const server = zCreateGem.safeParse({ url: 'https://a.example', userNote: 'x'.repeat(GEM_NOTE_MAX + 1) });
    expect(server.success ? null : server.error.issues[0]?.message).toBe(problem);
  });
});
