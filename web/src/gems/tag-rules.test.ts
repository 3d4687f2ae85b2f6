import { describe, expect, it } from '@jest/globals';
import { addTag, addTags, removeLastTag, tagSuggestions } from './tag-rules';

describe('addTag (spec 01 §5 tag input)', () => {
  it('adds the trimmed tag', () => {
    expect(addTag(['coffee'], '  tea  ')).toEqual({ ok: true, tags: ['coffee', 'tea'] });
  });

  it('ignores an empty or blank tag', () => {
    expect(addTag(['coffee'], '   ')).toEqual({ ok: false, reason: 'empty', tags: ['coffee'] });
  });

  it('refuses a duplicate, whatever its case or spacing', () => {
    expect(addTag(['Coffee'], ' coffee ')).toEqual({ ok: false, reason: 'duplicate', tags: ['Coffee'] });
  });

  it('with a maximum of 1, a new tag replaces the old one', () => {
    expect(addTag(['old'], 'new', 1)).toEqual({ ok: true, tags: ['new'] });
  });

  it('adds nothing once a larger maximum is reached', () => {
    expect(addTag(['a', 'b'], 'c', 2)).toEqual({ ok: false, reason: 'full', tags: ['a', 'b'] });
    expect(addTag(['a'], 'b', 2)).toEqual({ ok: true, tags: ['a', 'b'] });
  });

  it('does not change the list it was given', () => {
    const tags = ['a'];
    addTag(tags, 'b');
    expect(tags).toEqual(['a']);
  });
});

describe('addTags', () => {
  it('adds each comma-separated part, skipping blanks and duplicates', () => {
    expect(addTags(['a'], 'b, ,A, c ,b')).toEqual(['a', 'b', 'c']);
  });
});

describe('removeLastTag', () => {
  it('drops the last tag only', () => {
    expect(removeLastTag(['a', 'b', 'c'])).toEqual(['a', 'b']);
    expect(removeLastTag([])).toEqual([]);
  });
});

describe('tagSuggestions', () => {
  const all = ['Coffee', 'Coffee shops', 'Tea', 'Decaf'];

  it('shows nothing for empty input', () => {
    expect(tagSuggestions(all, '  ', [])).toEqual([]);
  });

  it('matches a substring regardless of case and leaves out chosen tags', () => {
    expect(tagSuggestions(all, 'COF', [])).toEqual(['Coffee', 'Coffee shops']);
    expect(tagSuggestions(all, 'caf', ['decaf'])).toEqual([]);
    expect(tagSuggestions(all, 'f', ['coffee'])).toEqual(['Coffee shops', 'Decaf']);
  });
});
