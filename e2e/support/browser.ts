import process from 'node:process';
import { ensureChromium } from '../../packages/platform/src/browser/find-chromium.js';

/**
 * The system's Chromium, found (or installed where allowed) by the same step as
 * scripts/find-chromium.mjs, so `npx playwright test` on its own also stops at once with one
 * line when there is none, instead of every journey failing to launch.
 */
export function browserPath(): string {
  try {
    return ensureChromium().path;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

/** Flags for Debian's Chromium on these machines: no sandbox as root, no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
