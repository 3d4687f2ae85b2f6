// Run before the browser tests (`npm run test:browser`; playwright.config.ts does the same):
// finds a Chromium (CHROMIUM_PATH, PATH, the usual places); with none, installs Debian's where
// this process may (root with apt-get), saying so in one line; otherwise stops at once with one
// line saying what to install — never a wall of launch failures. Plain Node, no TypeScript.
import process from 'node:process';
import { ensureChromium } from '../packages/platform/src/browser/find-chromium.mjs';

try {
  const { path, source, installed } = ensureChromium();
  const how = installed
    ? 'just installed'
    : source === 'CHROMIUM_PATH'
      ? 'from CHROMIUM_PATH'
      : `found on ${source}`;
  console.log(`Browser tests use ${path} (${how}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
