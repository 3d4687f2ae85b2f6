import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

/** Smaller answers are not worth the CPU of compressing them. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE_TYPE = /^(?:application\/(?:[\w.+-]*\+)?json|text\/|application\/(?:javascript|xml))/i;
/** Headers about one connection, not the answer: the gateway's own connection has its own. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'upgrade',
  'trailer',
]);

/**
 * The encoding the client prefers of those the gateway makes (brotli, then gzip), from its
 * Accept-Encoding; undefined when it accepts neither.
 */
export function acceptedEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    quality.set(name.trim(), q === undefined ? 1 : Number(q) || 0);
  }
  const wildcard = quality.get('*') ?? 0;
  const best = (['br', 'gzip'] as const)
    .map((name) => ({ name, q: quality.get(name) ?? wildcard }))
    .filter(({ q }) => q > 0)
    .sort((a, b) => b.q - a.q)[0];
  return best?.name;
}

const isText = (headers: IncomingHttpHeaders) => COMPRESSIBLE_TYPE.test(headers['content-type'] ?? '');

/** Whether an answer with these headers is text worth compressing (its length, when known, too). */
export function isCompressible(status: number, headers: IncomingHttpHeaders): boolean {
  return isText(headers) && worthCompressing(status, headers);
}

/** The rest of isCompressible, for an answer already known to be text. */
function worthCompressing(status: number, headers: IncomingHttpHeaders): boolean {
  if (status === 204 || status === 304 || headers['content-encoding']) return false;
  if (/no-transform/i.test(headers['cache-control'] ?? '')) return false;
  const length = headers['content-length'];
  return length === undefined || Number(length) >= COMPRESS_THRESHOLD_BYTES;
}

/**
 * Sends a service's answer on to the client: its status and headers (less the hop-by-hop ones),
 * and its body streamed — through brotli or gzip when it is JSON or text of 1 KB or more and the
 * client accepts one. Deciding once from the service's headers costs a few checks per answer,
 * where a wrapper around every write (the `compression` middleware) cost the gateway ~15 % of its
 * CPU on a small call (docs/benchmarks.md, issue 17).
 */
export function relayAnswer(upstream: IncomingMessage, req: IncomingMessage, res: ServerResponse): void {
  const status = upstream.statusCode ?? 502;
  const headers = upstream.headers;
  const text = isText(headers);
  const encoding =
    text && req.method !== 'HEAD' && worthCompressing(status, headers)
      ? acceptedEncoding(req.headers['accept-encoding'])
      : undefined;
  // The service's headers as a flat name/value list (no object built per answer; an array value,
  // as Set-Cookie's, stays one entry), less the hop-by-hop ones and, when compressing, the length.
  const out: (string | string[])[] = [];
  for (const name in headers) {
    if (HOP_BY_HOP.has(name) || name === 'vary' || (encoding && name === 'content-length')) continue;
    out.push(name, headers[name]!);
  }
  if (headers.vary || text)
    out.push('Vary', text ? [headers.vary, 'Accept-Encoding'].filter(Boolean).join(', ') : headers.vary!);
  if (encoding) out.push('Content-Encoding', encoding);
  res.writeHead(status, upstream.statusMessage, out);
  // A service that breaks off mid-answer breaks the client's answer off too (no half answer that
  // looks whole).
  upstream.once('error', () => res.destroy());
  if (!encoding) {
    upstream.pipe(res);
    return;
  }
  const zip = compressor(encoding);
  zip.once('error', () => res.destroy());
  upstream.pipe(zip).pipe(res);
}

/** Brotli at quality 4 (as the `compression` middleware): near gzip's speed, smaller output. */
const compressor = (encoding: Encoding) =>
  encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip();
