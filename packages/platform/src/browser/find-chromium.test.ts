import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { findChromium } from './find-chromium.js';

const fakeBrowser = (dir: string, name: string) => {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
};

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and refuses one that names nothing runnable', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chromium-'));
    const browser = fakeBrowser(dir, 'my-chrome');
    expect(findChromium({ CHROMIUM_PATH: browser, PATH: '' })).toEqual({
      path: browser,
      source: 'CHROMIUM_PATH',
    });
    expect(() => findChromium({ CHROMIUM_PATH: join(dir, 'missing'), PATH: '' })).toThrow(
      /not an executable/,
    );
  });

  it('finds the usual names on PATH', () => {
    const dir = mkdtempSync(join(tmpdir(), 'chromium-path-'));
    const browser = fakeBrowser(join(dir, 'bin'), 'chromium-browser');
    expect(findChromium({ PATH: join(dir, 'bin') })).toEqual({ path: browser, source: 'PATH' });
  });

  it('says so when there is none on PATH (the usual install paths may still have one)', () => {
    const found = findChromium({ PATH: mkdtempSync(join(tmpdir(), 'empty-')) });
    if (found.path) expect(found.source).toBe('usual location');
    else expect(found).toEqual({ path: null, source: 'none' });
  });
});
