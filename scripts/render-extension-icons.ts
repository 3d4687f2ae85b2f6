// Renders the extension's PNG icons (Chrome's manifest takes no SVG) from the app's icon,
// web/public/icon.svg, in the system's Chromium. Run after changing the icon:
//   npx tsx scripts/render-extension-icons.ts
import { chromium } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { browserPath, CHROMIUM_ARGS } from '../e2e/support/browser.js';

const SIZES = [16, 32, 48, 128];
const svg = readFileSync(fileURLToPath(new URL('../web/public/icon.svg', import.meta.url)), 'utf8');
const browser = await chromium.launch({ executablePath: browserPath(), args: CHROMIUM_ARGS });
try {
  for (const size of SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`,
    );
    const png = await page.screenshot({ omitBackground: true });
    writeFileSync(fileURLToPath(new URL(`../extension/public/icons/icon-${size}.png`, import.meta.url)), png);
    await page.close();
  }
} finally {
  await browser.close();
}
