import type { Attrs, CaptureSpec, Captured, MicrodataItem } from './page-scan.js';
import { chain, type Closer, type ScanState } from './scan-state.js';

/** Handlers keyed by what an element carries rather than by its tag name. */

const SKIP_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg', 'textarea', 'select', 'option']);

/** Text inside script, style and the like is not visible text. */
export function hiddenText(state: ScanState, tag: string, closer: Closer | null): Closer | null {
  if (!SKIP_TEXT.has(tag)) return closer;
  state.skipDepth++;
  return chain(closer, () => state.skipDepth--);
}

/** Element ids (wall and app-shell detection); `#content` marks content for the image fallback. */
export function id(state: ScanState, attrs: Attrs, closer: Closer | null): Closer | null {
  const value = attrs.id;
  if (value === undefined) return closer;
  if (state.scan.ids.length < 200) state.scan.ids.push(value);
  if (value !== 'content') return closer;
  state.contentDepth++;
  return chain(closer, () => state.contentDepth--);
}

/** An element whose class says logo: the alt text of an image in it names the site. */
export function logoArea(state: ScanState, attrs: Attrs, closer: Closer | null): Closer | null {
  if (!attrs.class || !/logo/i.test(attrs.class)) return closer;
  state.logoDepth++;
  return chain(closer, () => state.logoDepth--);
}

/** `.post-title` and `.entry-title`, the blog conventions for an article's title. */
export function titleClasses(state: ScanState, attrs: Attrs): void {
  const cls = attrs.class;
  if (cls === undefined || !cls.includes('-title')) return;
  const { headings } = state.scan;
  if (!headings.postTitle && hasClass(cls, 'post-title'))
    state.collect(500, (t) => t && !headings.postTitle && (headings.postTitle = t));
  if (!headings.entryTitle && hasClass(cls, 'entry-title'))
    state.collect(500, (t) => t && !headings.entryTitle && (headings.entryTitle = t));
}

function hasClass(cls: string, name: string): boolean {
  return ` ${cls} `.replace(/\s+/g, ' ').includes(` ${name} `);
}

/** Microdata: `itemscope` opens an item, `itemprop` inside it sets a property (first wins). */
export function microdata(state: ScanState, attrs: Attrs, closer: Closer | null): Closer | null {
  if (attrs.itemscope === undefined && attrs.itemprop === undefined) return closer;
  const owner = state.itemStack[state.itemStack.length - 1];
  if (attrs.itemprop !== undefined && owner && attrs.itemscope === undefined) {
    const prop = attrs.itemprop.toLowerCase();
    const { props } = owner.item;
    const direct = attrs.content ?? attrs.src ?? attrs.href ?? attrs.datetime;
    if (direct !== undefined) {
      if (!props.has(prop)) props.set(prop, direct);
    } else if (!props.has(prop)) {
      state.collect(1000, (t) => t && !props.has(prop) && props.set(prop, t));
    }
  }
  if (attrs.itemscope === undefined) return closer;
  const item: MicrodataItem = { type: attrs.itemtype ?? '', props: new Map() };
  if (state.scan.microdata.length < 50) state.scan.microdata.push(item);
  state.itemStack.push({ depth: state.depth, item });
  return chain(closer, () => state.itemStack.pop());
}

/** Elements a site rule asked for. */
export function captures(state: ScanState, specs: readonly CaptureSpec[], tag: string, attrs: Attrs): void {
  for (const spec of specs) {
    const list = state.scan.captures.get(spec.key);
    if ((list?.length ?? 0) >= (spec.limit ?? 1) || !spec.test(tag, attrs)) continue;
    const entry: Captured = { tag, attrs, text: '' };
    if (list) list.push(entry);
    else state.scan.captures.set(spec.key, [entry]);
    if (spec.text) state.collect(spec.text, (t) => (entry.text = t));
  }
}
