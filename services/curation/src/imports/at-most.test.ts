import { describe, expect, it } from '@jest/globals';
import { mapAtMost } from './at-most.js';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapAtMost', () => {
  it('never runs more than the limit at once, and answers in input order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapAtMost([30, 5, 20, 1, 10, 2, 8], 3, async (ms, i) => {
      running++;
      peak = Math.max(peak, running);
      await tick(ms);
      running--;
      return `${i}:${ms}`;
    });
    expect(out).toEqual(['0:30', '1:5', '2:20', '3:1', '4:10', '5:2', '6:8']);
    expect(peak).toBe(3);
  });

  it('starts the next item as soon as one finishes (no waiting for a whole group)', async () => {
    const started: number[] = [];
    const t0 = Date.now();
    await mapAtMost([60, 5, 5, 5], 2, async (ms, i) => {
      started[i] = Date.now() - t0;
      await tick(ms);
    });
    // Items 2 and 3 ran in the second lane while item 0 was still going.
    expect(started[3]!).toBeLessThan(40);
  });

  it('handles an empty list', async () => {
    expect(await mapAtMost([], 4, async () => 1)).toEqual([]);
  });
});
