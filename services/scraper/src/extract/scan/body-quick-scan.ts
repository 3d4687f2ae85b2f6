import { decodeHTML } from 'entities';
import { scanBodyDateHints } from './body-date-hints.js';
import type { PageScan, ScanOptions } from './page-scan.js';

const VIDEO_POSTER = /\sposter\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const JSON_LD_OPEN = /^<script\b[^>]*\btype\s*=\s*["']?application\/ld\+json/i;
const ITEMTYPE = /\bitemtype\s*=\s*["']([^"'<>]{1,300})["']/gi;

/**
 * JSON-LD blocks and microdata item types of a body that is not tokenised. Plain index searches:
 * a page with many unclosed tags costs one pass, not one pass per tag.
 */
export function scanBodyQuickly(
  body: string,
  scan: PageScan,
  seenVideo: boolean,
  options: ScanOptions,
): void {
  if (!seenVideo) {
    const video = body.indexOf('<video');
    const end = video < 0 ? -1 : body.indexOf('>', video);
    if (end > 0) {
      const poster = VIDEO_POSTER.exec(body.slice(video, Math.min(end + 1, video + 5000)));
      scan.videoPoster = decodeHTML(poster?.[1] ?? poster?.[2] ?? poster?.[3] ?? '');
    }
  }
  let from = 0;
  for (;;) {
    const marker = body.indexOf('application/ld+json', from);
    if (marker < 0) break;
    from = marker + 19;
    const open = body.lastIndexOf('<script', marker);
    const openEnd = body.indexOf('>', marker);
    if (open < 0 || openEnd < 0 || marker - open > 1000 || !JSON_LD_OPEN.test(body.slice(open, openEnd)))
      continue;
    const close = body.indexOf('</script', openEnd);
    if (close < 0) break;
    const block = body.slice(openEnd + 1, close);
    if (block.trim()) scan.jsonLd.push(block);
    from = close;
  }
  if (options.wantsBodyDates?.(scan)) scanBodyDateHints(body, scan);
  if (body.includes('itemtype'))
    for (const match of body.matchAll(ITEMTYPE))
      if (scan.microdata.length < 50) scan.microdata.push({ type: match[1]!, props: new Map() });
}
