import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Plain Node request handling for the API hot path (no framework on it). */
export type NodeMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(text);
}

export const pathOf = (url: string | undefined): string => {
  const raw = url ?? '/';
  const q = raw.indexOf('?');
  return q === -1 ? raw : raw.slice(0, q);
};

const bare = (address: string) => address.replace(/^::ffff:/, '');

/** Which addresses are proxies whose X-Forwarded-For is believed (compiled from TRUSTED_PROXIES). */
export type TrustedProxies = (address: string, hop: number) => boolean;

/** Exact addresses, CIDR ranges (`10.0.0.0/8`) and proxy-addr's names (`loopback`, `uniquelocal`). */
export const trustedProxies = (entries: readonly string[]): TrustedProxies => proxyaddr.compile([...entries]);

const trustNone: TrustedProxies = () => false;

/**
 * The client's address: the socket's, or — when the socket is a trusted proxy — the nearest
 * X-Forwarded-For hop that is not itself a trusted proxy.
 */
export function clientIp(req: IncomingMessage, trust: TrustedProxies = trustNone): string {
  if (!req.socket.remoteAddress) return 'unknown';
  return bare(proxyaddr(req, trust));
}
