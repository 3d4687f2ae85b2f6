import { describe, expect, it } from '@jest/globals';
import { pluralize } from '../components/pluralize';
import { gemCountFigure } from './profile-rules';

describe('gemCountFigure', () => {
  it('shows the server’s real total, singular for one', () => {
    expect(gemCountFigure({ shown: 24, more: true, total: 31 })).toEqual({ value: '31', noun: 'gems' });
    expect(gemCountFigure({ shown: 1, more: false, total: 1 })).toEqual({ value: '1', noun: 'gem' });
  });
  it('without a total, is exact once everything is loaded', () => {
    expect(gemCountFigure({ shown: 1, more: false, total: null })).toEqual({ value: '1', noun: 'gem' });
    expect(gemCountFigure({ shown: 0, more: false, total: null })).toEqual({ value: '0', noun: 'gems' });
    expect(gemCountFigure({ shown: 24, more: true, total: null })).toEqual({ value: '24+', noun: 'gems' });
    expect(gemCountFigure(null).value).toBe('…');
  });
});

describe('pluralize', () => {
  it('uses the singular for exactly one', () => {
    expect(pluralize(1, 'follower')).toBe('1 follower');
    expect(pluralize(0, 'follower')).toBe('0 followers');
    expect(pluralize(2, 'gem')).toBe('2 gems');
    expect(pluralize(1200, 'like')).toBe('1,200 likes');
    expect(pluralize(3, 'person', 'people')).toBe('3 people');
  });
});
