import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, jest } from '@jest/globals';
import { CHROMIUM_MISSING, ensureChromium, findChromium } from './find-chromium.mjs';

const tmp = (label: string) => mkdtempSync(join(tmpdir(), `chromium-${label}-`));
const fakeBrowser = (dir: string, name: string) => {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
};
// No browser anywhere: an empty PATH and no usual locations (this machine may have a real one).
const nowhere = () => ({ env: { PATH: tmp('empty') }, usualPaths: [] });

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first, and refuses one that names nothing runnable', () => {
    const dir = tmp('given');
    const browser = fakeBrowser(dir, 'my-chrome');
    fakeBrowser(join(dir, 'bin'), 'chromium');
    expect(findChromium({ CHROMIUM_PATH: browser, PATH: join(dir, 'bin') })).toEqual({
      path: browser,
      source: 'CHROMIUM_PATH',
    });
    expect(() => findChromium({ CHROMIUM_PATH: join(dir, 'missing'), PATH: '' })).toThrow(
      /^CHROMIUM_PATH=.*missing is not an executable file\.$/,
    );
  });

  it('finds the usual names on PATH, skipping files that are not executable', () => {
    const dir = tmp('path');
    writeFileSync(join(dir, 'chromium'), 'not runnable');
    const browser = fakeBrowser(dir, 'chromium-browser');
    expect(findChromium({ PATH: dir }, [])).toEqual({ path: browser, source: 'PATH' });
  });

  it('falls back to the usual install paths, then says there is none', () => {
    const usual = fakeBrowser(tmp('usual'), 'chromium');
    expect(findChromium({ PATH: '' }, ['/nowhere/chromium', usual])).toEqual({
      path: usual,
      source: 'usual location',
    });
    const { env, usualPaths } = nowhere();
    expect(findChromium(env, usualPaths)).toEqual({ path: null, source: 'none' });
    expect(findChromium({}, [])).toEqual({ path: null, source: 'none' });
  });
});

describe('ensureChromium', () => {
  const installer = (allowed: boolean, install: () => string | null = () => null) => ({
    allowed: jest.fn(() => allowed),
    install: jest.fn(install),
  });

  it('uses the browser it finds and installs nothing', () => {
    const dir = tmp('found');
    const browser = fakeBrowser(dir, 'chromium');
    const apt = installer(true);
    expect(ensureChromium({ env: { PATH: dir }, usualPaths: [], installer: apt, log: jest.fn() })).toEqual({
      path: browser,
      source: 'PATH',
      installed: false,
    });
    expect(apt.allowed).not.toHaveBeenCalled();
  });

  it('stops with the one line naming what to install when it may not install', () => {
    const apt = installer(false);
    const log = jest.fn();
    expect(() => ensureChromium({ ...nowhere(), installer: apt, log })).toThrow(CHROMIUM_MISSING);
    expect(CHROMIUM_MISSING).not.toContain('\n');
    expect(apt.install).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
  });

  it('installs where it may, saying so in one line, and uses what it installed', () => {
    const { env, usualPaths } = nowhere();
    const log = jest.fn();
    const apt = installer(true, () => (fakeBrowser(env.PATH, 'chromium'), null));
    expect(ensureChromium({ env, usualPaths, installer: apt, log })).toEqual({
      path: join(env.PATH, 'chromium'),
      source: 'PATH',
      installed: true,
    });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log.mock.calls[0]?.[0]).toMatch(/installing Debian’s chromium/);
  });

  it('says why in one line when the install fails', () => {
    const apt = installer(true, () => 'apt-get install failed (E: Unable to locate package chromium)');
    expect(() => ensureChromium({ ...nowhere(), installer: apt, log: jest.fn() })).toThrow(
      `Installing chromium failed: apt-get install failed (E: Unable to locate package chromium). ${CHROMIUM_MISSING}`,
    );
  });

  it('never installs over a CHROMIUM_PATH that names nothing runnable', () => {
    const apt = installer(true);
    expect(() =>
      ensureChromium({ env: { CHROMIUM_PATH: '/nowhere/chrome' }, usualPaths: [], installer: apt }),
    ).toThrow('CHROMIUM_PATH=/nowhere/chrome is not an executable file.');
    expect(apt.allowed).not.toHaveBeenCalled();
  });
});
