import { describe, expect, it } from '@jest/globals';
import { RequestMeter } from './request-meter.js';

describe('RequestMeter', () => {
  it('counts per service and outcome, and hands over one window at a time', () => {
    let now = Date.parse('2026-11-25T23:59:30Z');
    const meter = new RequestMeter(() => now);
    for (const status of [200, 204, 302, 404, 401, 500, 503]) meter.count('identity', status);
    meter.count('curation', 200);
    now = Date.parse('2026-11-26T00:00:30Z');
    expect(meter.take()).toEqual({
      date: '2026-11-25', // the day the window started in
      requests: [
        { service: 'identity', success: 3, clientError: 2, serverError: 2 },
        { service: 'curation', success: 1, clientError: 0, serverError: 0 },
      ],
    });
    expect(meter.take()).toBeNull(); // nothing counted since
  });

  it('puts back a window that was not delivered, adding it to the next', () => {
    const meter = new RequestMeter(() => Date.parse('2026-11-25T10:00:00Z'));
    meter.count('social', 200);
    const unsent = meter.take()!;
    meter.count('social', 500);
    meter.count('rewards', 400);
    meter.putBack(unsent);
    expect(meter.take()!.requests).toEqual([
      { service: 'social', success: 1, clientError: 0, serverError: 1 },
      { service: 'rewards', success: 0, clientError: 1, serverError: 0 },
    ]);
  });
});
