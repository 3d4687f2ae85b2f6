import type { Attrs } from '../page-scan.js';
import type { Closer, ScanState } from '../scan-state.js';

const MAX_PARAGRAPHS = 8;

/** The first h1, and an h1 whose class names a title (and the link inside it). */
export function h1(state: ScanState, attrs: Attrs): Closer | null {
  const { headings } = state.scan;
  if (!headings.h1) state.collect(500, (t) => t && !headings.h1 && (headings.h1 = t));
  if (!/title/i.test(attrs.class ?? '')) return null;
  if (!headings.h1Title) state.collect(500, (t) => t && !headings.h1Title && (headings.h1Title = t));
  state.titleH1Open++;
  return () => state.titleH1Open--;
}

export function a(state: ScanState): null {
  const { headings } = state.scan;
  if (!headings.h1TitleLink && state.titleH1Open > 0)
    state.collect(500, (t) => t && !headings.h1TitleLink && (headings.h1TitleLink = t));
  return null;
}

/** Paragraphs outside the page chrome, for the description fallback. */
export function p(state: ScanState): null {
  const { scan } = state;
  if (state.inBody && state.chromeDepth === 0 && scan.paragraphs.length < MAX_PARAGRAPHS)
    state.collect(
      1200,
      (t) => t.length > 0 && scan.paragraphs.length < MAX_PARAGRAPHS && scan.paragraphs.push(t),
    );
  return null;
}
