import type { UsageCountedV1 } from '@gems/contracts';

type Counts = UsageCountedV1['requests'][number];

/** The window's counts and the UTC day it started in. */
export interface RequestWindow {
  date: string;
  requests: Counts[];
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Requests per upstream service and outcome, counted in memory: on the hot path one Map lookup
 * and one increment; `take()` hands over the window's aggregates (about once a minute) and starts
 * the next. Counts that could not be sent are put back with `putBack`, so an outage of the bus
 * delays them instead of losing them.
 */
export class RequestMeter {
  private counts = new Map<string, Counts>();
  private windowStart: number;

  constructor(private readonly now: () => number = Date.now) {
    this.windowStart = now();
  }

  count(service: string, status: number): void {
    let counts = this.counts.get(service);
    if (!counts) {
      counts = { service, success: 0, clientError: 0, serverError: 0 };
      this.counts.set(service, counts);
    }
    if (status >= 500) counts.serverError += 1;
    else if (status >= 400) counts.clientError += 1;
    else counts.success += 1;
  }

  /** The window so far (null when nothing was counted); the next window starts now. */
  take(): RequestWindow | null {
    const counts = this.counts;
    const started = this.windowStart;
    this.counts = new Map();
    this.windowStart = this.now();
    if (counts.size === 0) return null;
    return { date: dayOf(started), requests: [...counts.values()] };
  }

  /** Adds a window that was not delivered back into the current one. */
  putBack(window: RequestWindow): void {
    for (const sent of window.requests) {
      const counts = this.counts.get(sent.service);
      if (!counts) this.counts.set(sent.service, { ...sent });
      else {
        counts.success += sent.success;
        counts.clientError += sent.clientError;
        counts.serverError += sent.serverError;
      }
    }
  }
}
