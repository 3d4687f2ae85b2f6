import { describe, expect, it } from '@jest/globals';
import { retryBackoffMs } from './retry-backoff.js';

describe('retryBackoffMs', () => {
  it('doubles from the base delay with each attempt', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => retryBackoffMs(attempt))).toEqual([
      1000, 2000, 4000, 8000, 16000,
    ]);
  });

  it('stops growing at the cap', () => {
    expect(retryBackoffMs(7)).toBe(60_000);
    expect(retryBackoffMs(500)).toBe(60_000);
    expect(retryBackoffMs(4, { baseMs: 100, maxMs: 500 })).toBe(500);
  });

  it('treats attempt 0 or less as the first', () => {
    expect(retryBackoffMs(0, { baseMs: 250 })).toBe(250);
    expect(retryBackoffMs(-3, { baseMs: 250 })).toBe(250);
  });
});
