import type { IncomingMessage, ServerResponse } from 'node:http';

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

/**
 * The client's address: the socket's, or — when the socket is one of the trusted proxies — the
 * nearest X-Forwarded-For hop that is not itself a trusted proxy.
 */
export function clientIp(req: IncomingMessage, trustedProxies: readonly string[] = []): string {
  const socket = bare(req.socket.remoteAddress ?? 'unknown');
  const forwarded = req.headers['x-forwarded-for'];
  if (!forwarded || !trustedProxies.includes(socket)) return socket;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
    .split(',')
    .map((hop) => bare(hop.trim()))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) if (!trustedProxies.includes(hops[i]!)) return hops[i]!;
  return socket;
}
