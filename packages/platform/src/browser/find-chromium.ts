// `@gems/platform/browser/find-chromium` for TypeScript callers (the scraper, the browser tests);
// the lookup itself is plain JS so scripts/find-chromium.mjs runs it with bare `node`.
export { ensureChromium, findChromium } from './find-chromium.mjs';
