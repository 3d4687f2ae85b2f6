import type { Attrs } from '../page-scan.js';
import type { ScanState } from '../scan-state.js';

const MAX_IMAGES = 40;

/** Candidate images, with where they sit (article, content, page chrome) for the image fallback. */
export function img(state: ScanState, attrs: Attrs): null {
  const { scan } = state;
  if (scan.images.length >= MAX_IMAGES) return null;
  const src = attrs.src || attrs['data-src'] || attrs['data-lazy-src'] || '';
  if (src)
    scan.images.push({
      src,
      alt: attrs.alt ?? '',
      width: parseInt(attrs.width ?? '', 10) || 0,
      height: parseInt(attrs.height ?? '', 10) || 0,
      inArticle: state.articleDepth > 0,
      inContent: state.contentDepth > 0,
      ariaHidden: attrs['aria-hidden'] === 'true',
      inHeaderOrNav: state.chromeDepth > 0,
    });
  return null;
}

/** The first video's poster frame. */
export function video(state: ScanState, attrs: Attrs): null {
  if (!state.seenVideo) {
    state.seenVideo = true;
    state.scan.videoPoster = attrs.poster ?? '';
  }
  return null;
}
