import type { FirstPaint } from './first-paint.js';

/** The id the app reads the drawn page's answers from (web/src/prerender/first-paint-state.ts). */
const FIRST_PAINT_STATE_ID = 'first-paint-state';

/**
 * JSON that is safe inside a <script> element: no `<` (so no `</script>` or `<!--` can end or
 * bend the element) and no line separators that older parsers treat as line ends.
 */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The app's index.html carrying a drawn page: its HTML inside #root (React escaped every value in
 * it when drawing), its answers as JSON for the app's first render, and its own styles (antd's
 * `<style>` elements as drawn, which antd in the browser then keeps) and preloads at the end of
 * the head. The page is wrapped in an element marked `data-first-paint`, which the app's
 * stylesheet hides under a dark system theme (it is drawn light). A page without
 * `<div id="root"></div>` is returned unchanged.
 */
export function withFirstPaint(indexHtml: string, paint: FirstPaint): string {
  const ROOT = '<div id="root"></div>';
  if (!indexHtml.includes(ROOT)) return indexHtml;
  // antd's elements hold only CSS of the build's theme; anything else is left out, not sent.
  const styles = STYLE_ELEMENTS.test(paint.styles) ? paint.styles : '';
  // React puts the page's preloads (its pictures with a high priority) first: they go in the head,
  // where they start early, and the drawn page is then exactly what the app draws.
  const preloads = LEADING_PRELOADS.exec(paint.html)?.[0] ?? '';
  const html = paint.html.slice(preloads.length);
  return indexHtml
    .replace(/<\/head>/i, () => `${preloads}${styles}\n  </head>`)
    .replace(
      ROOT,
      () =>
        `<div id="root"><div data-first-paint>${html}</div></div>` +
        `<script type="application/json" id="${FIRST_PAINT_STATE_ID}">${scriptJson(paint.state)}</script>`,
    );
}

/** Only `<style>` elements with data attributes and CSS text (no element, handler or script inside). */
const STYLE_ELEMENTS = /^(?:<style(?: data-[a-z-]+="[^"<>]*")*>[^<]*<\/style>)*$/;
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;
