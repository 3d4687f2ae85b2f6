import type { PageContext } from './page-context.js';

const APP_ROOTS = new Set([
  'root',
  'app',
  '__next',
  '__nuxt',
  'svelte',
  'react-root',
  'main-app',
  'ember-app',
  'q-app',
]);

/**
 * An app shell: almost no visible text, scripts present, and a typical mount point or a
 * `<noscript>` plea. Only such pages are worth a browser render; a static page without an
 * image stays as it is.
 */
export function looksScriptRendered(ctx: PageContext): boolean {
  const { scan } = ctx;
  if (scan.scriptCount === 0) return false;
  if (scan.visibleTextLength > 1500) return false;
  const mountPoint = scan.ids.some((id) => APP_ROOTS.has(id.toLowerCase()));
  const enableJs = /enable javascript|requires javascript|javascript is (disabled|required)/i.test(
    scan.textSample,
  );
  return mountPoint || enableJs || scan.visibleTextLength < 200;
}
