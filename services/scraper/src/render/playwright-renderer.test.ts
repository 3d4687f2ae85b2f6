import { describe, expect, it, jest } from '@jest/globals';
import type { Logger } from '@gems/platform/logger';
import { PlaywrightRenderer } from './playwright-renderer.js';

describe('PlaywrightRenderer.create', () => {
  it('turns the fallback off, saying so once, when no browser is installed', () => {
    const warn = jest.fn();
    const logger = { warn, info: jest.fn(), error: jest.fn() } as unknown as Logger;
    const renderer = PlaywrightRenderer.create({
      executablePath: '/nonexistent/chromium',
      concurrency: 1,
      fetcher: async () => {
        throw new Error('unused');
      },
      userAgent: 'x',
      logger,
    });
    expect(renderer).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toMatch(/no browser installed: the rendering fallback is off/);
  });
});
