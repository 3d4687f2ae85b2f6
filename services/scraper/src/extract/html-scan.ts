import { Parser } from 'htmlparser2';
import { captures, hiddenText, id, logoArea, microdata, titleClasses } from './scan/attributes.js';
import { scanBodyQuickly } from './scan/body-quick-scan.js';
import { hints } from './scan/hints.js';
import { emptyScan, type CaptureSpec, type PageScan, type ScanOptions } from './scan/page-scan.js';
import { collapse, ScanState, type Closer } from './scan/scan-state.js';
import { TAG_HANDLERS } from './scan/tags/index.js';

/**
 * One streaming pass over the HTML (htmlparser2, no DOM) that keeps only what the preview
 * rules read: meta tags, links, the title, JSON-LD, microdata, candidate images, headline
 * elements, a sample of the visible text, and whatever a site rule asked for. Building no tree
 * is what makes extraction several times faster than DOM-based scrapers. Each tag's reading is
 * a small handler (scan/tags), looked up by name; attribute-driven reading is in scan/attributes.
 */

export type { CaptureSpec, PageScan, ScanOptions } from './scan/page-scan.js';

const TEXT_SAMPLE = 4000;
const CHUNK = 64 * 1024;
// Real pages nest a few hundred elements at most; the parser's own stack handling is quadratic
// in depth, so a page nested deeper (unclosed tags by the thousand) is read no further.
const MAX_DEPTH = 1024;

export function scanHtml(
  html: string,
  specs: readonly CaptureSpec[] = [],
  options: ScanOptions = {},
): PageScan {
  const scan = emptyScan();
  let stoppedAt = -1;
  const stop = () => {
    if (stoppedAt >= 0) return;
    stoppedAt = parser.endIndex + 1;
    parser.pause();
  };
  const state = new ScanState(scan, options, stop);
  let sampleLength = 0;
  const sample: string[] = [];
  const closers: Array<Closer | null> = []; // per open element: what to undo on close

  const parser = new Parser(
    {
      onopentag(tag, attrs) {
        state.depth++;
        if (state.depth > MAX_DEPTH) stop();
        let closer = TAG_HANDLERS.get(tag)?.(state, attrs) ?? null;
        closer = hiddenText(state, tag, closer);
        closer = id(state, attrs, closer);
        titleClasses(state, attrs);
        closer = logoArea(state, attrs, closer);
        hints(state, tag, attrs);
        closer = microdata(state, attrs, closer);
        captures(state, specs, tag, attrs);
        closers.push(closer);
      },
      ontext(text) {
        state.text(text);
        if (state.skipDepth > 0 || !state.inBody) return;
        scan.visibleTextLength += text.length;
        if (sampleLength < TEXT_SAMPLE) {
          sample.push(text);
          sampleLength += text.length;
        }
      },
      onclosetag() {
        closers.pop()?.();
        state.depth--;
        state.closeCollectors();
      },
    },
    { decodeEntities: true },
  );

  for (let i = 0; i < html.length && stoppedAt < 0; i += CHUNK) parser.write(html.slice(i, i + CHUNK));
  if (stoppedAt < 0) parser.end();
  else scanBodyQuickly(html.slice(stoppedAt), scan, state.seenVideo, options);
  scan.partial = stoppedAt >= 0;
  scan.textSample = collapse(sample.join(' ')).slice(0, TEXT_SAMPLE);
  return scan;
}
