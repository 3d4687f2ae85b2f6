import { describe, expect, it } from '@jest/globals';
import { parseDailyCap, parsePoints } from './rewards-rule-values';

describe('point rule values typed by an admin', () => {
  it('refuses what the server refuses, in its words', () => {
    expect(parsePoints('')).toEqual({ error: 'Points are required' });
    expect(parsePoints('ten')).toEqual({ error: 'Points must be a number' });
    expect(parsePoints('-1')).toEqual({ error: 'Points must be between 0 and 10000' });
    expect(parsePoints('10001')).toEqual({ error: 'Points must be between 0 and 10000' });
    expect(parsePoints('2.5')).toEqual({ error: 'Points must be a whole number' });
    expect(parsePoints(' 15 ')).toEqual({ value: 15 });
  });

  it('reads an empty daily limit as none, and checks a given one', () => {
    expect(parseDailyCap('')).toEqual({ value: null });
    expect(parseDailyCap('0')).toEqual({ error: 'The daily limit must be between 1 and 10000' });
    expect(parseDailyCap('x')).toEqual({ error: 'The daily limit must be a number' });
    expect(parseDailyCap('20')).toEqual({ value: 20 });
  });
});
