import type { IncomingMessage } from 'node:http';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * True for a state-changing request that a browser sent from another origin on the strength of
 * the session cookie (CSRF): SameSite=Lax still sends it from another port or subdomain of the
 * same site. Bearer-token calls (the extension, API tokens) carry no ambient credential and pass;
 * so do clients that send neither Sec-Fetch-Site nor Origin (not a browser).
 */
export function isForeignWrite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false;
  if (req.headers.authorization?.startsWith('Bearer ')) return false;
  const origin = req.headers.origin;
  if (origin && allowedOrigins.includes(origin)) return false;
  const site = req.headers['sec-fetch-site'];
  if (site) return site !== 'same-origin' && site !== 'none';
  if (!origin) return false;
  return !sameHost(origin, req.headers.host);
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return new URL(origin).host === host;
  } catch {
    return false; // "null" (sandboxed frames, file://) or garbage
  }
}
