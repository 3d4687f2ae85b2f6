import { findChromium } from '../../packages/platform/src/browser/find-chromium.js';

/** The system's Chromium (scripts/ensure-chromium.ts runs before the tests and installs or explains). */
export const browserPath = (): string =>
  process.env.CHROMIUM_PATH || findChromium().path || '/usr/bin/chromium';

/** Flags for Debian's Chromium on these machines: no sandbox as root, no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
