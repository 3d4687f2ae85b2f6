import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The names Chromium goes by on Debian, Ubuntu, Fedora, Arch, macOS Homebrew and Snap. */
const NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];
const PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

const executable = (path: string) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export interface ChromiumLookup {
  /** The browser to launch, or null when none was found. */
  path: string | null;
  /** Where it came from, for the one line a start-up or a test run prints. */
  source: 'CHROMIUM_PATH' | 'PATH' | 'usual location' | 'none';
}

/**
 * Finds a Chromium to launch: CHROMIUM_PATH first (an error if it names nothing runnable, so a
 * typo is not silently replaced), then the usual names on PATH, then the usual install paths.
 * Playwright's own browser download cannot run on these machines, so the system's browser is used.
 */
export function findChromium(env: Record<string, string | undefined> = process.env): ChromiumLookup {
  const given = env.CHROMIUM_PATH?.trim();
  if (given) {
    if (!executable(given)) throw new Error(`CHROMIUM_PATH=${given} is not an executable file`);
    return { path: given, source: 'CHROMIUM_PATH' };
  }
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) {
    for (const name of NAMES) {
      const candidate = join(dir, name);
      if (executable(candidate)) return { path: candidate, source: 'PATH' };
    }
  }
  for (const candidate of PATHS)
    if (executable(candidate)) return { path: candidate, source: 'usual location' };
  return { path: null, source: 'none' };
}

/** What to do when there is none, in one line. */
export const CHROMIUM_MISSING =
  'No Chromium found: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or point CHROMIUM_PATH at a Chromium or Chrome binary.';
