// Finds the system's Chromium for the browser tests and the scraper's rendering fallback.
// Plain Node ESM on purpose: `node scripts/find-chromium.mjs` runs it before any TypeScript
// tooling, and playwright.config.ts and the scraper import it too (types: find-chromium.d.mts).
// Playwright's own browser download cannot run on these machines, so the system's browser is used.
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The names Chromium goes by on Debian, Ubuntu, Fedora, Arch, Homebrew and Snap. */
const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];

/** Where it usually lives when it is not on PATH (a service's PATH may be short). */
const USUAL_CHROMIUM_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

/** What to do when there is none, in one line. */
export const CHROMIUM_MISSING =
  'No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * CHROMIUM_PATH first (an error if it names nothing runnable, so a typo is not silently
 * replaced by another browser), then the usual names on PATH, then the usual install paths.
 */
export function findChromium(env = process.env, usualPaths = USUAL_CHROMIUM_PATHS) {
  const given = env.CHROMIUM_PATH?.trim();
  if (given) {
    if (!executable(given)) throw new Error(`CHROMIUM_PATH=${given} is not an executable file.`);
    return { path: given, source: 'CHROMIUM_PATH' };
  }
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const candidate = join(dir, name);
      if (executable(candidate)) return { path: candidate, source: 'PATH' };
    }
  }
  for (const candidate of usualPaths)
    if (executable(candidate)) return { path: candidate, source: 'usual location' };
  return { path: null, source: 'none' };
}

/** Debian's `chromium` package, installed only where this process may: root, with apt-get. */
const debianChromium = {
  allowed: () =>
    process.getuid?.() === 0 && spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0,
  /** Null when installed, else why not in a few words. */
  install() {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', 'chromium'],
    ]) {
      const run = spawnSync('apt-get', args, { env, encoding: 'utf8', stdio: ['ignore', 'ignore', 'pipe'] });
      if (run.status !== 0) {
        const last = (run.stderr ?? '').trim().split('\n').pop() || `exit ${run.status ?? run.signal}`;
        return `apt-get ${args[0]} failed (${last})`;
      }
    }
    return null;
  },
};

/**
 * A Chromium to launch, installing Debian's where allowed (saying so in one line on `log`).
 * Throws an Error whose message is the one line to show when there is none and none can be had.
 */
export function ensureChromium({
  env = process.env,
  usualPaths = USUAL_CHROMIUM_PATHS,
  installer = debianChromium,
  log = (line) => console.log(line),
} = {}) {
  const found = findChromium(env, usualPaths); // a bad CHROMIUM_PATH throws its own one line
  if (found.path) return { ...found, installed: false };
  if (!installer.allowed()) throw new Error(CHROMIUM_MISSING);
  log('No Chromium found: installing Debian’s chromium package (apt-get install chromium)…');
  const error = installer.install();
  const after = error ? { path: null } : findChromium(env, usualPaths);
  if (!after.path)
    throw new Error(
      `Installing chromium failed: ${error ?? 'still no browser after it'}. ${CHROMIUM_MISSING}`,
    );
  return { ...after, installed: true };
}
