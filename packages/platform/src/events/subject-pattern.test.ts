import { describe, expect, it } from '@jest/globals';
import {
  assertSubjectPattern,
  coveringPattern,
  subjectMatches,
  subjectPatternToRegex,
} from './subject-pattern.js';

const cases: Array<[pattern: string, subject: string, matches: boolean]> = [
  ['gem.liked', 'gem.liked', true],
  ['gem.liked', 'gem.unliked', false],
  ['gem.liked', 'gem.liked.extra', false],
  ['gem.*', 'gem.liked', true],
  ['gem.*', 'gem', false],
  ['gem.*', 'gem.liked.twice', false],
  ['*.deleted', 'user.deleted', true],
  ['*.deleted', 'user.updated', false],
  ['gem.>', 'gem.liked', true],
  ['gem.>', 'gem.a.b.c', true],
  ['gem.>', 'gem', false],
  ['gem.>', 'gems.liked', false],
  ['>', 'user.registered', true],
  ['a.*.c', 'a.b.c', true],
  ['a.*.c', 'a.b.d', false],
  ['user.registered', 'user-registered', false],
  ['a+b.c', 'a+b.c', true],
  ['a+b.c', 'aab.c', false],
];

describe('subjectMatches', () => {
  it.each(cases)('%s against %s → %s', (pattern, subject, matches) => {
    expect(subjectMatches(pattern, subject)).toBe(matches);
  });
});

describe('subjectPatternToRegex', () => {
  it.each(cases)('%s against %s → %s, as Postgres would match it', (pattern, subject, matches) => {
    expect(new RegExp(subjectPatternToRegex(pattern)).test(subject)).toBe(matches);
  });
});

describe('assertSubjectPattern', () => {
  it.each(['gem..liked', '', 'gem.>.x', 'gem.li*', '.gem', 'gem.'])('rejects %j', (pattern) => {
    expect(() => assertSubjectPattern(pattern)).toThrow('Invalid subject pattern');
  });

  it.each(['gem.liked', 'gem.*', 'gem.>', '>', '*'])('accepts %j', (pattern) => {
    expect(() => assertSubjectPattern(pattern)).not.toThrow();
  });
});

describe('coveringPattern', () => {
  it.each([
    [['user.deleted'], 'user.deleted'],
    [['gem.liked', 'gem.liked'], 'gem.liked'],
    [['gem.liked', 'gem.unliked'], 'gem.>'],
    [['gem.*', 'gem.liked'], 'gem.>'],
    [['user.deleted', 'gem.liked'], '>'],
    [['p.gem.liked', 'p.user.>'], 'p.>'],
    [['gem', 'gem.liked'], '>'],
    [['a.b', 'a.b.c'], 'a.>'],
  ])('covers %j with %s', (patterns, expected) => {
    const covering = coveringPattern(patterns);
    expect(covering).toBe(expected);
  });

  it('matches every subject that any of the patterns matches', () => {
    const patterns = ['t1.gem.*', 't1.user.>', 't1.comment.created'];
    const covering = coveringPattern(patterns);
    for (const subject of ['t1.gem.liked', 't1.user.a.b', 't1.comment.created']) {
      expect(subjectMatches(covering, subject)).toBe(true);
    }
  });
});
