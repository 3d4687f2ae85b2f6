import { describe, expect, it } from '@jest/globals';
import { dashboardStats, previewOverflow } from './dashboard-stats';

describe('dashboardStats', () => {
  it('counts collections and gems and rounds the average', () => {
    expect(dashboardStats([{ gemCount: 3 }, { gemCount: 0 }, { gemCount: 2 }])).toEqual({
      totalCollections: 3,
      totalGems: 5,
      averageGems: 2,
    });
    expect(dashboardStats([{ gemCount: 1 }, { gemCount: 2 }]).averageGems).toBe(2); // 1.5 rounds up
  });

  it('is all zero with no collections', () => {
    expect(dashboardStats([])).toEqual({ totalCollections: 0, totalGems: 0, averageGems: 0 });
  });
});

describe('previewOverflow', () => {
  it('counts the gems past the preview', () => {
    expect(previewOverflow(11, 8)).toBe(3);
    expect(previewOverflow(8, 8)).toBe(0);
    expect(previewOverflow(2, 2)).toBe(0);
  });
});
