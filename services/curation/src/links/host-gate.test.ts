import { describe, expect, it } from '@jest/globals';
import { HostGate } from './host-gate.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('HostGate', () => {
  it('runs one check of a host at a time, spaced by the gap, while other hosts go ahead', async () => {
    const gate = new HostGate(60);
    const starts = { a: [] as number[], b: [] as number[] };
    let open = 0;
    let peakA = 0;
    const t0 = Date.now();
    const check = (host: string) =>
      gate.run(host, async () => {
        const key = host.toLowerCase() as 'a' | 'b';
        starts[key].push(Date.now() - t0);
        if (key === 'a') peakA = Math.max(peakA, ++open);
        await sleep(10);
        if (key === 'a') open--;
      });
    await Promise.all([check('a'), check('a'), check('A'), check('b')]);
    expect(peakA).toBe(1);
    expect(starts.a).toHaveLength(3);
    const [first, second, third] = starts.a;
    expect(second! - first!).toBeGreaterThanOrEqual(55);
    expect(third! - second!).toBeGreaterThanOrEqual(55);
    expect(starts.b[0]!).toBeLessThan(30);
  });

  it('forgets hosts idle past the gap', async () => {
    const gate = new HostGate(20);
    await gate.run('a', async () => {});
    expect(gate.size).toBe(1);
    await sleep(30);
    await gate.run('b', async () => {});
    expect(gate.size).toBe(1);
  });
});
