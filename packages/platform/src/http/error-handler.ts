import type { Middleware } from 'koa';
import { HttpError } from '../errors.js';
import { isDatabaseUnavailable } from '../db/connection-errors.js';
import type { AppState } from './request-context.js';

interface ExposedError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
  code?: string;
}

const EMPTY_ANSWERS: Record<number, { message: string; code: string }> = {
  404: { message: 'Not found', code: 'not_found' },
  405: { message: 'Method not allowed', code: 'method_not_allowed' },
  501: { message: 'Not implemented', code: 'not_implemented' },
};

const DATABASE_UNAVAILABLE = {
  message: 'The service cannot reach its database right now. Please try again in a moment.',
  code: 'database_unavailable',
};

/**
 * Maps every error to `{ message, code?, fields? }`. HttpErrors and Koa's exposed 4xx errors keep
 * their message; a lost database connection is 503 (try again); anything else is logged with the request id and answered 500 "Internal error",
 * never with a stack.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
      // Answers the routers leave without a body (no route; a known path with another method).
      const empty = EMPTY_ANSWERS[ctx.status];
      if (empty && (ctx.body === undefined || ctx.body === null)) {
        const status = ctx.status;
        ctx.body = empty;
        ctx.status = status; // a body set on an implicit 404 would otherwise make it 200
      }
    } catch (error) {
      if (error instanceof HttpError) {
        ctx.status = error.status;
        ctx.body = { message: error.message, code: error.code, fields: error.fields };
        return;
      }
      const e = error as ExposedError;
      const status = e.status ?? e.statusCode;
      if (status && status >= 400 && status < 500 && e.expose !== false) {
        ctx.status = status;
        ctx.body = { message: e.message ?? 'Bad request', code: e.code?.toLowerCase() };
        return;
      }
      if (isDatabaseUnavailable(error)) {
        // Nothing was committed (a commit that fails leaves nothing); the caller may try again.
        ctx.state.log.warn({ err: error }, 'database unavailable');
        ctx.status = 503;
        ctx.set('Retry-After', '1');
        ctx.body = DATABASE_UNAVAILABLE;
        return;
      }
      ctx.state.log.error({ err: error }, 'unhandled error');
      ctx.status = 500;
      ctx.body = { message: 'Internal error', code: 'internal' };
    }
  };
}
