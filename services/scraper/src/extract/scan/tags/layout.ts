import type { Closer, ScanState } from '../scan-state.js';

/** Sectioning elements: where an image or paragraph sits decides whether it is content. */
export function article(state: ScanState): Closer {
  state.articleDepth++;
  return () => state.articleDepth--;
}

/** An article's own header or footer is content; the page's is chrome. */
export function headerOrFooter(state: ScanState): Closer | null {
  if (state.articleDepth > 0) return null;
  return chrome(state);
}

export function chrome(state: ScanState): Closer {
  state.chromeDepth++;
  return () => state.chromeDepth--;
}
