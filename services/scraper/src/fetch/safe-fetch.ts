import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkResolved, checkTarget, type AddressPolicy } from './address-policy.js';
import { readBody } from './body-reader.js';
import { FetchFailure } from './fetch-errors.js';
import type { HostResolver, ResolvedAddress } from './host-resolver.js';

/** `any`: the renderer's sub-requests (scripts, data), whatever their type. */
export type ExpectedContent = 'html' | 'image' | 'any';

export interface SafeFetchOptions {
  policy: AddressPolicy;
  resolver: HostResolver;
  expect: ExpectedContent;
  /** Whole fetch, redirects included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
  /** The caller's own budget (request deadline, client gone). */
  signal?: AbortSignal;
  /** Read only this many bytes of a successful body (image probes). */
  readLimit?: number;
  /** HEAD for a link check (issue 29 §4); GET otherwise. */
  method?: 'GET' | 'HEAD';
  /** Read no body at all: only the status and headers matter (a link check). */
  skipBody?: boolean;
}

export interface FetchedResource {
  /** Final URL, after redirects. */
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  /** Lower-case media type without parameters, '' when the server sent none. */
  mediaType: string;
  /** Empty unless the status is 2xx. */
  body: Buffer;
  transferredBytes: number;
  redirects: number;
  /** Each redirect's status, in order (a link check tells permanent moves from temporary ones). */
  redirectStatuses: number[];
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const ACCEPT: Record<ExpectedContent, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  image: 'image/avif,image/webp,image/png,image/jpeg,image/*;q=0.8',
  any: '*/*',
};

/**
 * GET a URL a stranger typed, following at most `maxRedirects` redirects. Every hop is judged by
 * the address policy; names are resolved here, every answer is judged, and the socket connects
 * to the vetted address itself (a pinned lookup), so a second DNS answer can never redirect the
 * connection (rebinding). No cookies are sent or kept.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const signals = [AbortSignal.timeout(options.timeoutMs)];
  if (options.signal) signals.push(options.signal);
  const signal = AbortSignal.any(signals);
  const seen = new Set<string>();
  const redirectStatuses: number[] = [];
  let current = input;
  for (let hop = 0; ; hop++) {
    const target = checkTarget(current, options.policy);
    if (!target.allowed) {
      const privateHost = target.reason === 'address' || target.reason === 'hostname';
      throw new FetchFailure(privateHost ? 'private' : 'denied', target.detail, current);
    }
    seen.add(target.url.href);
    const address = target.literal
      ? { address: target.hostname, family: isIP(target.hostname) === 6 ? (6 as const) : (4 as const) }
      : await vetName(target.hostname, target.pinned, options.resolver, signal);
    const res = await send(target.url, target.hostname, address, options, signal);
    const status = res.statusCode ?? 0;
    const location = res.headers.location;
    if (REDIRECTS.has(status) && location) {
      res.destroy();
      let next: string;
      try {
        next = new URL(location, target.url).href;
      } catch {
        throw new FetchFailure('denied', `redirect to an invalid URL: ${location.slice(0, 200)}`, current);
      }
      if (seen.has(next)) throw new FetchFailure('redirect-loop', `redirect loop at ${next}`, next);
      if (hop + 1 > options.maxRedirects)
        throw new FetchFailure('too-many-redirects', `more than ${options.maxRedirects} redirects`, next);
      current = next;
      redirectStatuses.push(status);
      continue;
    }
    const base = { url: target.url.href, status, headers: res.headers, redirects: hop, redirectStatuses };
    const mediaType = (res.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
    if (status < 200 || status > 299 || options.skipBody) {
      res.destroy();
      return { ...base, mediaType, body: Buffer.alloc(0), transferredBytes: 0 };
    }
    if (mediaType && !acceptable(options.expect, mediaType)) {
      res.destroy();
      throw new FetchFailure(
        'unsupported-type',
        `expected ${options.expect}, got ${mediaType}`,
        target.url.href,
      );
    }
    const read = await readBody(res, { maxBytes: options.maxBytes, readLimit: options.readLimit }, signal);
    if (!mediaType && options.expect === 'html' && !looksLikeHtml(read.body))
      throw new FetchFailure('unsupported-type', 'the response is not HTML', target.url.href);
    return { ...base, mediaType, body: read.body, transferredBytes: read.transferred };
  }
}

const acceptable = (expect: ExpectedContent, mediaType: string) =>
  expect === 'any' || (expect === 'html' ? HTML_TYPES.has(mediaType) : mediaType.startsWith('image/'));

const looksLikeHtml = (body: Buffer) =>
  /<(!doctype html|html|head|body|meta|title)[\s>]/i.test(body.subarray(0, 2048).toString('latin1'));

async function vetName(
  hostname: string,
  pinned: boolean,
  resolver: HostResolver,
  signal: AbortSignal,
): Promise<ResolvedAddress> {
  let answers: ResolvedAddress[];
  try {
    answers = await abortable(resolver(hostname), signal);
  } catch (error) {
    if (error instanceof FetchFailure) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOTFOUND' || code === 'ENODATA' || code === 'EAI_NONAME')
      throw new FetchFailure('unknown-host', `${hostname} does not resolve`);
    throw new FetchFailure('network', `DNS lookup of ${hostname} failed (${code ?? 'error'})`);
  }
  if (!pinned) {
    const why = checkResolved(
      hostname,
      answers.map((a) => a.address),
    );
    if (why) throw new FetchFailure('private', why);
  }
  const first = answers[0];
  if (!first) throw new FetchFailure('unknown-host', `${hostname} has no addresses`);
  return first;
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new FetchFailure('timeout', 'timed out'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FetchFailure('timeout', 'timed out during DNS lookup'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => (signal.removeEventListener('abort', onAbort), resolve(v)),
      (e: unknown) => (signal.removeEventListener('abort', onAbort), reject(e)),
    );
  });
}

/** A lookup that answers with the vetted address only: the socket cannot go anywhere else. */
function pinnedLookup(vetted: ResolvedAddress): LookupFunction {
  return ((_hostname: string, opts: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    if (opts?.all) callback(null, [{ address: vetted.address, family: vetted.family }]);
    else callback(null, vetted.address, vetted.family);
  }) as unknown as LookupFunction;
}

function send(
  url: URL,
  hostname: string,
  vetted: ResolvedAddress,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request({
      method: options.method ?? 'GET',
      host: hostname,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      lookup: pinnedLookup(vetted),
      agent: false,
      signal,
      headers: {
        host: url.host,
        'user-agent': options.userAgent,
        accept: ACCEPT[options.expect],
        'accept-language': 'en-US,en;q=0.9',
        'accept-encoding': 'gzip, deflate, br',
      },
      ...(url.protocol === 'https:' && !isIP(hostname) ? { servername: hostname } : {}),
    });
    req.on('response', resolve);
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (signal.aborted || error.name === 'AbortError')
        reject(new FetchFailure('timeout', 'timed out', url.href));
      else reject(new FetchFailure('network', `${error.code ?? error.message}`, url.href));
    });
    req.end();
  });
}
