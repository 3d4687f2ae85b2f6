import type { MatchSnippet } from '@gems/contracts';

/**
 * ts_headline's marks around the matched words: control characters a readable copy's text never
 * holds (the scraper replaces them), so the passage can be split into plain pieces and no client
 * ever has to read HTML from it.
 */
const START = '\u0002';
const STOP = '\u0003';

/** One short passage around the first match (issue 29 §3). */
export const HEADLINE_OPTIONS = `StartSel="${START}", StopSel="${STOP}", MaxWords=22, MinWords=10, ShortWord=2, MaxFragments=1, FragmentDelimiter=" … "`;

/** A ts_headline passage as pieces, `mark` on the matched words. */
export function matchSnippetOf(headline: string): MatchSnippet {
  const pieces: MatchSnippet = [];
  let mark = false;
  for (const part of headline.split(new RegExp(`([${START}${STOP}])`))) {
    if (part === START) mark = true;
    else if (part === STOP) mark = false;
    else if (part) pieces.push({ text: part.replace(/\s+/g, ' '), mark });
  }
  return pieces;
}
