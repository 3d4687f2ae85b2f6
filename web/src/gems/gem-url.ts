export const URL_REQUIRED = 'URL is required';
export const URL_INVALID = 'Please enter a valid website URL (e.g., example.com or www.wikipedia.org)';

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
// Letters, digits and hyphens per label (URL() has already turned international names into
// punycode), or a bracketed IPv6 literal.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])$/i;

/** Spec 01 §5: https:// goes in front of an address typed without a scheme. */
export function withScheme(input: string): string {
  const trimmed = input.trim();
  return HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Spec 01 §5 URL form: a dot or a scheme, then a valid host (optionally with a path); the
 * result with its scheme must parse. Answers the normalised URL, or null when it is not one.
 */
export function normaliseGemUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed || /\s/.test(trimmed)) return null;
  const hasScheme = HAS_SCHEME.test(trimmed);
  if (!hasScheme && !trimmed.includes('.')) return null;
  let url: URL;
  try {
    url = new URL(withScheme(trimmed));
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!HOST.test(url.hostname) || url.hostname.startsWith('.') || url.hostname.startsWith('-')) return null;
  return url.href;
}

/** The URL field's rule: required, valid, and answered normalised (or the first message). */
export function checkGemUrl(input: string): { ok: true; url: string } | { ok: false; message: string } {
  if (!input.trim()) return { ok: false, message: URL_REQUIRED };
  const url = normaliseGemUrl(input);
  return url === null ? { ok: false, message: URL_INVALID } : { ok: true, url };
}

/** A URL's host without "www.", as cards show it; '' when it is not a URL. */
export function domainOf(url: string): string {
  try {
    return new URL(withScheme(url)).hostname.replace(/^www\./i, '');
  } catch {
    return '';
  }
}
