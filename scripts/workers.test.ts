import { describe, expect, it } from '@jest/globals';
import { workerCount } from './workers.js';

const shared = { DATABASE_URL: 'postgresql://db/gems', NATS_URL: 'nats://bus', REDIS_URL: 'redis://cache' };

describe('workerCount', () => {
  it('runs one process unless GEMS_WORKERS asks for more', () => {
    expect(workerCount({})).toBe(1);
    expect(workerCount({ GEMS_WORKERS: ' ' })).toBe(1);
    expect(workerCount({ GEMS_WORKERS: '1' })).toBe(1);
    expect(workerCount({ ...shared, GEMS_WORKERS: '2' })).toBe(2);
  });

  it('refuses workers over the embedded database, bus or cache, naming what is missing', () => {
    expect(() => workerCount({ GEMS_WORKERS: '2', DATABASE_URL: shared.DATABASE_URL })).toThrow(
      'GEMS_WORKERS=2 needs NATS_URL, REDIS_URL: the embedded database, bus and cache live in one process',
    );
  });

  it('refuses a count that is not a whole number from 1 to 64', () => {
    for (const bad of ['0', '-1', '1.5', 'two', '65'])
      expect(() => workerCount({ ...shared, GEMS_WORKERS: bad })).toThrow(/whole number from 1 to 64/);
  });
});
