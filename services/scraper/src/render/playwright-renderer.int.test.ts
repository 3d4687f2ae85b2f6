import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect } from '@jest/globals';
import { itIf } from '@gems/testkit';
import { createLogger } from '@gems/platform/logger';
import { startFixtureServer, type FixtureServer } from '../../test/fixture-server.js';
import { DEFAULT_ADDRESS_POLICY } from '../fetch/address-policy.js';
import { systemResolver } from '../fetch/host-resolver.js';
import { createFetcher } from '../fetch/safe-fetcher.js';
import { PlaywrightRenderer } from './playwright-renderer.js';

const BROWSER = '/usr/bin/chromium';
let fixture: FixtureServer;

beforeAll(async () => {
  fixture = await startFixtureServer();
});
afterAll(async () => {
  await fixture.close();
});

describe('PlaywrightRenderer when idle', () => {
  itIf(existsSync(BROWSER), `no Chromium at ${BROWSER}`)(
    'closes the browser after the idle delay and starts it again for the next page',
    async () => {
      const renderer = PlaywrightRenderer.create({
        executablePath: BROWSER,
        concurrency: 1,
        fetcher: createFetcher({
          policy: { ...DEFAULT_ADDRESS_POLICY, allowHosts: [fixture.hostPort] },
          resolver: systemResolver,
          userAgent: 'GemsTest/1.0',
          maxBytes: 1024 * 1024,
          maxRedirects: 5,
        }),
        userAgent: 'GemsTest/1.0',
        logger: createLogger('renderer-test', 'silent'),
        idleCloseMs: 300,
      })!;
      const url = `http://${fixture.hostPort}/script-rendered`;
      try {
        expect(renderer.browserOpen).toBe(false);
        expect((await renderer.render(url, { timeoutMs: 8000 })).html).toContain('Made by script.');
        expect(renderer.browserOpen).toBe(true);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        expect(renderer.browserOpen).toBe(false);
        expect((await renderer.render(url, { timeoutMs: 8000 })).html).toContain('Made by script.');
      } finally {
        await renderer.close();
      }
    },
    30_000,
  );
});
