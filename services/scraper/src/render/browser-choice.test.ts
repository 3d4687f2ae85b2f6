import { chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { chooseBrowser } from './browser-choice.js';

const dir = mkdtempSync(join(tmpdir(), 'scraper-browser-'));
const browser = join(dir, 'chromium');
writeFileSync(browser, '#!/bin/sh\n');
chmodSync(browser, 0o755);
const on = { SCRAPER_RENDERER: true, SCRAPER_BROWSER_PATH: undefined };
const empty = mkdtempSync(join(tmpdir(), 'scraper-empty-'));

describe('chooseBrowser', () => {
  it('finds Chromium like the browser tests do, and says where', () => {
    expect(chooseBrowser(on, { PATH: dir }, [])).toEqual({
      executablePath: browser,
      rendering: `${browser} (found on PATH)`,
    });
    expect(chooseBrowser(on, { PATH: empty, CHROMIUM_PATH: browser }, [])).toEqual({
      executablePath: browser,
      rendering: `${browser} (from CHROMIUM_PATH)`,
    });
  });

  it('prefers SCRAPER_BROWSER_PATH', () => {
    const choice = chooseBrowser({ ...on, SCRAPER_BROWSER_PATH: browser }, { PATH: empty }, []);
    expect(choice).toEqual({ executablePath: browser, rendering: `${browser} (from SCRAPER_BROWSER_PATH)` });
  });

  it('turns rendering off, saying how to turn it on, when there is no browser', () => {
    expect(chooseBrowser(on, { PATH: empty }, [])).toEqual({
      executablePath: null,
      rendering: expect.stringMatching(
        /^off: no Chromium found \(install chromium .* or set CHROMIUM_PATH\)$/,
      ),
    });
    expect(chooseBrowser({ ...on, SCRAPER_BROWSER_PATH: '/nowhere/chrome' }, { PATH: dir }, [])).toEqual({
      executablePath: null,
      rendering: 'off: SCRAPER_BROWSER_PATH=/nowhere/chrome is not an executable file',
    });
    expect(chooseBrowser({ ...on, SCRAPER_RENDERER: false }, { PATH: dir }, []).executablePath).toBeNull();
  });
});
