import type { Middleware } from 'koa';
import { badRequest, tooLarge, unsupportedMedia } from '../errors.js';
import type { AppState } from './request-context.js';

declare module 'koa' {
  interface Request {
    body?: unknown;
  }
}

/**
 * Reads JSON request bodies up to `limitBytes`. Malformed JSON is a 400, an oversized body a 413,
 * a non-JSON body where JSON is expected a 415; multipart bodies are left to the route's upload
 * middleware.
 */
export function jsonBody(limitBytes: number): Middleware<AppState> {
  return async (ctx, next) => {
    if (!['POST', 'PUT', 'PATCH', 'DELETE'].includes(ctx.method) || ctx.is('multipart/*')) return next();
    const length = ctx.get('content-length');
    if (Number(length || 0) > limitBytes)
      throw tooLarge(`Request body must be at most ${formatBytes(limitBytes)}`);
    // A request has a body only with a Content-Length or Transfer-Encoding (RFC 9112 §6.3): a like,
    // an unlike or a follow has none, and iterating an empty stream still builds an async iterator
    // with its listeners and promises for every such request.
    if (length === '0' || (length === '' && ctx.get('transfer-encoding') === '')) {
      ctx.request.body = {};
      return next();
    }

    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limitBytes) throw tooLarge(`Request body must be at most ${formatBytes(limitBytes)}`);
      chunks.push(chunk);
    }
    const text = Buffer.concat(chunks).toString('utf8');
    if (text.trim() === '') {
      ctx.request.body = {};
      return next();
    }
    if (!ctx.is('application/json', '+json')) throw unsupportedMedia('Send the body as application/json');
    // Postgres text cannot hold a NUL character: refuse it here rather than fail at the database.
    if (text.includes('\\u0000') || text.includes('\0')) throw invalidCharacters();
    try {
      ctx.request.body = JSON.parse(text);
    } catch {
      throw badRequest('Malformed JSON body', undefined, 'malformed_json');
    }
    return next();
  };
}

const invalidCharacters = () =>
  badRequest('The request contains an invalid character (NUL)', undefined, 'invalid_characters');

/** Refuses a NUL character in the path or the query, decoded or not, for the same reason. */
export function rejectNulCharacters(): Middleware<AppState> {
  return async (ctx, next) => {
    const url = ctx.originalUrl;
    if (url.includes('\0') || /%00/i.test(url)) throw invalidCharacters();
    return next();
  };
}

function formatBytes(n: number): string {
  return n >= 1024 * 1024 ? `${Math.round(n / (1024 * 1024))} MB` : `${Math.round(n / 1024)} KB`;
}
