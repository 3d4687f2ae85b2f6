/** Absolute http(s) URL for `value` relative to `base`, or null (data:, javascript:, junk). */
export function absoluteHttpUrl(value: string | null | undefined, base: URL | string): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!trimmed || trimmed.startsWith('data:') || trimmed.startsWith('javascript:')) return null;
  try {
    const url = new URL(trimmed, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname) return null;
    // Percent-encoding the path needs is re-applied by URL; the rest reads better decoded
    // (`%28` → `(`), the same spelling link-preview tools have settled on.
    try {
      url.pathname = decodeURI(url.pathname);
    } catch {
      // malformed escapes: keep the path as written
    }
    return url.href;
  } catch {
    return null;
  }
}

// Second-level labels under which registrable names sit one level deeper (co.uk, com.br, …).
const SECOND_LEVEL = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go', 'gob', 'nic']);

/** `www.bbc.co.uk` → `bbc.co.uk`, `news.ycombinator.com` → `ycombinator.com` (approximate eTLD+1). */
export function registrableDomain(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2) return labels.join('.');
  const second = labels[labels.length - 2]!;
  const take = SECOND_LEVEL.has(second) && labels[labels.length - 1]!.length === 2 ? 3 : 2;
  return labels.slice(-take).join('.');
}

/** The label people call a site by: `www.nytimes.com` → `nytimes`. */
export function siteLabel(hostname: string): string {
  return registrableDomain(hostname).split('.')[0] ?? hostname;
}

/** Host shown on a gem: `www.example.com` → `example.com`. */
export function displayDomain(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
}
