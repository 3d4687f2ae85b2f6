import { describe, expect, it, jest } from '@jest/globals';
import type { Envelope } from '@gems/contracts';
import type { EventBus } from '@gems/platform/events';
import type { Logger } from '@gems/platform/logger';
import { busScrapeEvents } from './scrape-events.js';

function recordingBus(fail = false) {
  const published: Envelope[] = [];
  const bus = {
    publish: async (envelope: Envelope) => {
      if (fail) throw new Error('bus down');
      published.push(envelope);
    },
  } as unknown as EventBus;
  return { bus, published };
}

const logger = () => ({ warn: jest.fn() }) as unknown as Logger & { warn: jest.Mock };

describe('busScrapeEvents', () => {
  it('publishes scrape.completed and scrape.failed envelopes from the scraper', async () => {
    const { bus, published } = recordingBus();
    const events = busScrapeEvents(bus, logger());
    events.completed({
      url: 'https://a.example/',
      domain: 'a.example',
      userId: 1,
      durationMs: 12,
      bytes: 3400,
      rendered: false,
      imageDownloads: 1,
      imageBytes: 512,
      cached: false,
      requiresBookmark: false,
    });
    events.failed({
      url: 'https://b.example/',
      domain: 'b.example',
      userId: 1,
      errorType: 'blocked',
      message: 'm',
      stack: 'HTTP 403',
      status: 403,
      durationMs: 5,
    });
    await events.flush();
    expect(published.map((e) => [e.type, e.producer, e.version])).toEqual([
      ['scrape.completed', 'scraper', 1],
      ['scrape.failed', 'scraper', 1],
    ]);
    expect(published[1]?.data).toMatchObject({ errorType: 'blocked', status: 403 });
  });

  it('logs a publish failure instead of failing the request', async () => {
    const { bus } = recordingBus(true);
    const log = logger();
    const events = busScrapeEvents(bus, log);
    expect(() =>
      events.failed({
        url: 'u',
        domain: 'd',
        userId: null,
        errorType: 'other',
        message: 'm',
        stack: null,
        status: 400,
        durationMs: 1,
      }),
    ).not.toThrow();
    await events.flush();
    expect(log.warn).toHaveBeenCalledTimes(1);
  });
});
