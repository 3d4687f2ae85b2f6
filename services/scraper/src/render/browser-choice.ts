import { findChromium } from '@gems/platform/browser/find-chromium';
import type { Env } from '@gems/platform/config';
import type { ScraperConfig } from '../config.js';

export interface BrowserChoice {
  /** The browser the rendering fallback launches; null when rendering is off. */
  executablePath: string | null;
  /** For the start-up line: which browser and where it was found, or why rendering is off and how to turn it on. */
  rendering: string;
}

const TURN_ON = 'install chromium (Debian/Ubuntu: apt-get install chromium) or set CHROMIUM_PATH';

/**
 * The browser for the rendering fallback: SCRAPER_BROWSER_PATH, else the same lookup as the
 * browser tests (CHROMIUM_PATH, then PATH, then the usual install paths). Never throws: a
 * missing or mistyped browser turns rendering off, the scraper still serves static pages.
 */
export function chooseBrowser(
  config: Pick<ScraperConfig, 'SCRAPER_RENDERER' | 'SCRAPER_BROWSER_PATH'>,
  env: Env,
  usualPaths?: readonly string[],
): BrowserChoice {
  if (!config.SCRAPER_RENDERER)
    return { executablePath: null, rendering: 'off (SCRAPER_RENDERER=false; unset it to render)' };
  const [variable, given] = config.SCRAPER_BROWSER_PATH
    ? ['SCRAPER_BROWSER_PATH', config.SCRAPER_BROWSER_PATH]
    : ['CHROMIUM_PATH', env.CHROMIUM_PATH];
  try {
    const found = findChromium({ PATH: env.PATH, CHROMIUM_PATH: given }, usualPaths);
    if (!found.path) return { executablePath: null, rendering: `off: no Chromium found (${TURN_ON})` };
    const where = found.source === 'CHROMIUM_PATH' ? `from ${variable}` : `found on ${found.source}`;
    return { executablePath: found.path, rendering: `${found.path} (${where})` };
  } catch {
    return { executablePath: null, rendering: `off: ${variable}=${given} is not an executable file` };
  }
}
