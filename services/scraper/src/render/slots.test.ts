import { describe, expect, it } from '@jest/globals';
import { Slots } from './slots.js';

describe('Slots', () => {
  it('queues beyond its size and hands a released slot to the next waiter', async () => {
    const slots = new Slots(1);
    const release = await slots.acquire(1000);
    let second = false;
    const waiting = slots.acquire(1000).then((r) => {
      second = true;
      return r;
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(second).toBe(false);
    release();
    (await waiting)();
    expect(second).toBe(true);
  });

  it('gives up after its wait limit or on abort', async () => {
    const slots = new Slots(1);
    await slots.acquire(1000);
    await expect(slots.acquire(30)).rejects.toThrow('no render slot free in time');
    const controller = new AbortController();
    const waiting = slots.acquire(1000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toThrow('aborted');
  });
});
