import { decodeHTML } from 'entities';
import type { PageScan } from './page-scan.js';
import { dateHintKind } from './hints.js';

/**
 * The date clues of hints.ts, found in a body that is not tokenised: `<time datetime>`,
 * `itemprop="date…"` and elements whose class or id says publish, date or time (the text right
 * after the tag). Index searches in bounded windows: a hostile body costs a few hundred small
 * slices at most, never a scan per character.
 */

const PER_KIND = 3;
const TEXT = 200;
const MAX_HITS = 200;
const TAG_BEFORE = 500;
const TAG_AFTER = 1000;
const CLASS_WORD = /\b(?:class|id)\s*=\s*["']?[^"'>]{0,200}?(publish|date|time)/i;
const PROP_DATE = /\bitemprop\s*=\s*["']?(date\w*)/i;

export function scanBodyDateHints(body: string, scan: PageScan): void {
  for (const { tag } of tagsWith(body, '<time')) {
    const datetime = attribute(tag, 'datetime');
    if (!datetime) continue;
    if (/\bpubdate\b/i.test(tag) || PROP_DATE.test(tag)) add(scan, 'time:published', datetime);
    add(scan, 'time', datetime);
  }
  for (const { tag, end } of tagsWith(body, 'itemprop=')) {
    const prop = PROP_DATE.exec(tag)?.[1]?.toLowerCase();
    if (!prop || tag.startsWith('<meta')) continue;
    const kind = dateHintKind(prop);
    const value =
      attribute(tag, 'content') ?? attribute(tag, 'datetime') ?? attribute(tag, 'title') ?? after(body, end);
    if (value) add(scan, kind, value);
  }
  for (const needle of ['publish', 'date', 'time'])
    for (const { tag, end } of tagsWith(body, needle)) {
      const word = CLASS_WORD.exec(tag)?.[1]?.toLowerCase();
      if (word !== needle) continue;
      const text = after(body, end);
      if (text) add(scan, `class:${word}`, text);
    }
}

/** Opening tags that contain `needle`, in page order. */
function* tagsWith(body: string, needle: string): Generator<{ tag: string; end: number }> {
  let from = 0;
  for (let hits = 0; hits < MAX_HITS; hits++) {
    const at = body.indexOf(needle, from);
    if (at < 0) return;
    from = at + needle.length;
    const before = body.slice(Math.max(0, at - TAG_BEFORE), at + 1);
    const open = before.lastIndexOf('<');
    if (open < 0 || before.indexOf('>', open) >= 0) continue; // in text, not inside a tag
    const start = at - (before.length - 1 - open);
    const close = body.slice(at, at + TAG_AFTER).indexOf('>');
    if (close < 0) continue;
    yield { tag: body.slice(start, at + close + 1), end: at + close + 1 };
  }
}

function attribute(tag: string, name: string): string | null {
  const m = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  const value = m?.[1] ?? m?.[2] ?? m?.[3];
  return value === undefined ? null : decodeHTML(value);
}

/** The visible text just after an opening tag, tags stripped. */
function after(body: string, end: number): string {
  const text = decodeHTML(body.slice(end, end + 600).replace(/<[^>]*>?/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, TEXT);
}

function add(scan: PageScan, kind: string, value: string): void {
  const list = scan.hints.get(kind);
  if (!list) scan.hints.set(kind, [value.slice(0, TEXT)]);
  else if (list.length < PER_KIND) list.push(value.slice(0, TEXT));
}
