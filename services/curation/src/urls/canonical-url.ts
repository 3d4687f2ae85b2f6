/** Query parameters that only track where a click came from; they never change the page. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'mc_eid',
  'mc_cid',
  'igshid',
  'yclid',
  'twclid',
  'ttclid',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'ref_src',
  'spm',
]);
const isTracking = (name: string) => {
  const key = name.toLowerCase();
  return key.startsWith('utm_') || TRACKING_PARAMS.has(key);
};

/**
 * The form of a URL used to spot the same page saved twice: lower-case scheme and host, no
 * default port, no fragment, no trailing slash, no tracking parameters, the remaining parameters
 * sorted (stable for equal names). Null when `raw` is not an absolute http(s) URL.
 */
export function canonicalUrl(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // URL already lower-cases scheme and host and drops default ports.
  url.hash = '';
  url.username = '';
  url.password = '';
  const kept = [...url.searchParams].filter(([name]) => !isTracking(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  url.search = new URLSearchParams(kept).toString();
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  const text = url.href;
  return url.pathname === '/' && !url.search ? text.replace(/\/$/, '') : text;
}

/** The host of an http(s) URL without a leading `www.`, or '' when there is none. */
export function domainOf(raw: string): string {
  try {
    const url = new URL(raw.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.hostname.replace(/^www\./, '') : '';
  } catch {
    return '';
  }
}
