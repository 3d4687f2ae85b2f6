import { describe, expect, it } from '@jest/globals';
import type { Envelope } from '@gems/contracts';
import type { EventBus } from '../events/event-bus.port.js';
import { createLogger } from '../logger.js';
import { startUsageFlush, type UsageWindow } from './usage-flush.js';

/** A bus that records what it is given, and refuses while `down`. */
function recordingBus() {
  const published: Envelope[] = [];
  const bus = {
    down: false,
    published,
    async publish(envelope: Envelope) {
      if (bus.down) throw new Error('bus unavailable');
      published.push(envelope);
    },
  };
  return bus;
}

describe('startUsageFlush', () => {
  it('publishes one usage.counted event per window, keeps a refused window for the next, and flushes at stop', async () => {
    const bus = recordingBus();
    let pending = 0;
    const flush = startUsageFlush({
      source: 'curation',
      bus: bus as unknown as EventBus,
      logger: createLogger('usage-flush-test', 'silent'),
      everyMs: 60_000,
      take: (): UsageWindow | null => {
        const n = pending;
        pending = 0;
        return n ? { date: '2026-11-25', requests: [], databaseQueries: n } : null;
      },
      putBack: (w) => void (pending += w.databaseQueries),
    });
    await flush.flush();
    expect(bus.published).toHaveLength(0); // nothing counted, nothing sent

    pending = 40;
    bus.down = true;
    await flush.flush();
    expect(bus.published).toHaveLength(0);
    bus.down = false;
    pending += 2;
    await flush.stop();
    expect(bus.published).toHaveLength(1);
    expect(bus.published[0]).toMatchObject({
      type: 'usage.counted',
      producer: 'curation',
      data: { source: 'curation', date: '2026-11-25', databaseQueries: 42, requests: [] },
    });
  });
});
