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

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** The client's address: the socket's, or the last X-Forwarded-For hop when a local proxy sent it. */
export function clientIp(req: IncomingMessage): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  const forwarded = req.headers['x-forwarded-for'];
  if (!forwarded || !LOOPBACK.test(socket)) return socket;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',');
  return hops[hops.length - 1]!.trim() || socket;
}
