import { describe, expect, it } from '@jest/globals';
import { isDue, lastBoundary, weekToSettle } from './schedule.js';

const monday = { day: 1, hour: 0 };

describe('weekly schedule', () => {
  it('finds the last Monday 00:00 UTC at or before now', () => {
    expect(lastBoundary(new Date('2026-11-24T12:30:00Z'), monday).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(lastBoundary(new Date('2026-11-23T00:00:00Z'), monday).toISOString()).toBe(
      '2026-11-23T00:00:00.000Z',
    );
    expect(lastBoundary(new Date('2026-11-22T23:59:59Z'), monday).toISOString()).toBe(
      '2026-11-16T00:00:00.000Z',
    );
  });

  it('honours another day and hour', () => {
    const friday18 = { day: 5, hour: 18 };
    expect(lastBoundary(new Date('2026-11-27T17:00:00Z'), friday18).toISOString()).toBe(
      '2026-11-20T18:00:00.000Z',
    );
    expect(lastBoundary(new Date('2026-11-27T18:00:01Z'), friday18).toISOString()).toBe(
      '2026-11-27T18:00:00.000Z',
    );
  });

  it('settles the last full week, and is due only in the hour after the boundary', () => {
    const week = weekToSettle(new Date('2026-11-24T12:00:00Z'), monday);
    expect(week.weekStart.toISOString()).toBe('2026-11-16T00:00:00.000Z');
    expect(week.weekEnd.toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(isDue(new Date('2026-11-23T00:20:00Z'), monday)).toBe(true);
    expect(isDue(new Date('2026-11-24T00:20:00Z'), monday)).toBe(false);
  });
});
