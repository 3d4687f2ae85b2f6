import type { Attrs } from './page-scan.js';
import type { ScanState } from './scan-state.js';

/**
 * Where pages put who wrote them and when, outside their metadata: `<time datetime>`, itemprop
 * dates and authors, `rel=author` links, and elements whose class or id says date, publish,
 * byline or author. Each kind keeps its first few values (attribute or text), in page order.
 */
export type HintKind =
  | 'time' // <time datetime>
  | 'time:published' // <time pubdate> or <time itemprop=date…>
  | 'prop:datepublished'
  | 'prop:datemodified'
  | 'prop:date' // any other itemprop naming a date
  | 'prop:author'
  | 'rel:author'
  | 'href:author' // a link to an /author/ page
  | 'class:publish'
  | 'class:date'
  | 'class:time'
  | 'class:byline'
  | 'class:author'
  | 'logo:alt'; // the alt text of an image in an element whose class says logo

/** The hint an itemprop naming a date gives (its name lower-cased). */
export const dateHintKind = (prop: string): HintKind =>
  prop === 'datepublished'
    ? 'prop:datepublished'
    : prop === 'datemodified'
      ? 'prop:datemodified'
      : 'prop:date';

const PER_KIND = 3;
const TEXT = 200;

export function hints(state: ScanState, tag: string, attrs: Attrs): void {
  if (!state.inBody) return;
  if (tag === 'time') {
    const datetime = attrs.datetime;
    if (datetime) {
      if (attrs.pubdate !== undefined || /date/i.test(attrs.itemprop ?? ''))
        add(state, 'time:published', datetime);
      add(state, 'time', datetime);
    }
  }
  const prop = attrs.itemprop?.toLowerCase();
  if (prop !== undefined && tag !== 'meta') {
    if (prop.includes('date')) {
      const kind = dateHintKind(prop);
      const value = attrs.content ?? attrs.datetime ?? attrs.title;
      if (value) add(state, kind, value);
      else collect(state, kind);
    } else if (prop.includes('author') || prop === 'creator') collect(state, 'prop:author');
  }
  if (tag === 'a') {
    if (/(^|\s)author(\s|$)/i.test(attrs.rel ?? '')) collect(state, 'rel:author');
    else if (/\/(author|authors|writers?|people|profiles?)\/[^/?#]/i.test(attrs.href ?? ''))
      collect(state, 'href:author');
  }
  const named = `${attrs.class ?? ''} ${attrs.id ?? ''}`.toLowerCase();
  if (named.length > 1) {
    if (named.includes('publish')) collect(state, 'class:publish');
    else if (named.includes('date')) collect(state, 'class:date');
    else if (named.includes('time')) collect(state, 'class:time');
    if (named.includes('byline')) collect(state, 'class:byline');
    else if (named.includes('author')) collect(state, 'class:author');
  }
  if (tag === 'img' && attrs.alt && state.logoDepth > 0) add(state, 'logo:alt', attrs.alt);
}

function add(state: ScanState, kind: HintKind, value: string): void {
  const list = state.scan.hints.get(kind);
  if (!list) state.scan.hints.set(kind, [value.slice(0, TEXT)]);
  else if (list.length < PER_KIND) list.push(value.slice(0, TEXT));
}

function collect(state: ScanState, kind: HintKind): void {
  if ((state.scan.hints.get(kind)?.length ?? 0) >= PER_KIND) return;
  state.collect(TEXT, (text) => text && add(state, kind, text));
}
