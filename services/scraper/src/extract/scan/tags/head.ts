import { pushTo, type Attrs } from '../page-scan.js';
import type { Closer, ScanState } from '../scan-state.js';

// Attribute values are kept to this length: no rule needs more, and hostile pages get no lever.
const MAX_ATTRIBUTE = 20_000;

/** `<meta name|property content>`, and `itemprop` metas for microdata rules. */
export function meta({ scan }: ScanState, attrs: Attrs): null {
  const content = attrs.content?.slice(0, MAX_ATTRIBUTE);
  if (content === undefined) return null;
  const name = attrs.name ?? attrs.property;
  if (name) {
    const key = name.toLowerCase();
    // An unescaped quote inside `content` cuts it short and spills the rest into junk attributes.
    if (!scan.meta.has(key) && Object.keys(attrs).some((a) => /["',]/.test(a))) scan.brokenMeta.add(key);
    pushTo(scan.meta, key, content);
  }
  if (attrs.property && attrs.name) pushTo(scan.meta, attrs.property.toLowerCase(), content);
  if (attrs.itemprop) pushTo(scan.itemprop, attrs.itemprop.toLowerCase(), content);
  return null;
}

export function link({ scan }: ScanState, attrs: Attrs): null {
  if (!attrs.href) return null;
  scan.links.push({
    rel: (attrs.rel ?? '').toLowerCase(),
    href: attrs.href,
    type: (attrs.type ?? '').toLowerCase(),
    sizes: attrs.sizes ?? '',
    hreflang: (attrs.hreflang ?? '').toLowerCase(),
    title: attrs.title ?? '',
  });
  if (attrs.itemprop) pushTo(scan.itemprop, attrs.itemprop.toLowerCase(), attrs.href);
  return null;
}

export function html({ scan }: ScanState, attrs: Attrs): null {
  if (!scan.lang && attrs.lang) scan.lang = attrs.lang;
  return null;
}

export function base({ scan }: ScanState, attrs: Attrs): null {
  if (!scan.baseHref && attrs.href) scan.baseHref = attrs.href;
  return null;
}

/** Where the head ends: stop tokenising when it already holds everything the rules need. */
export function body(state: ScanState): null {
  state.inBody = true;
  if (state.options.headIsEnough?.(state.scan)) state.stop();
  return null;
}

export function title(state: ScanState): null {
  const { scan } = state;
  if (!scan.title)
    state.collect(2000, (t) => {
      if (!scan.title) scan.title = t;
    });
  return null;
}

export function script(state: ScanState, attrs: Attrs): Closer | null {
  const { scan } = state;
  scan.scriptCount++;
  if (attrs.src && scan.scriptSrcs.length < 60) scan.scriptSrcs.push(attrs.src);
  if ((attrs.type ?? '').toLowerCase() === 'application/ld+json')
    state.collectRaw((raw) => raw.trim() && scan.jsonLd.push(raw));
  return null;
}
