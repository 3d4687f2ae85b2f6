import { describe, expect, it } from '@jest/globals';
import { weekOf } from './weekly-link-digest.js';

describe('weekOf', () => {
  it('is the Monday (UTC) of the week, Monday itself included and Sunday night last', () => {
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23'); // a Monday
    expect(weekOf(new Date('2026-11-27T15:30:00Z'))).toBe('2026-11-23');
    expect(weekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-11-23'); // Sunday
    expect(weekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-11-30');
    expect(weekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-12-28'); // across the year
  });
});
