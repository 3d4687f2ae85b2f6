import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';
import type { SessionClaims } from '../auth/session-claims.js';
import type { HttpError } from '../errors.js';

export interface AppState {
  requestId: string;
  log: Logger;
  user?: SessionClaims;
  /** Set when the caller's session could not be checked (503): requireUser answers it, not 401. */
  sessionUnknown?: HttpError;
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Takes the gateway's request id (or makes one), echoes it, and gives the request a child logger. */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    // The child logger is made when something logs: most requests log nothing below `info`, and
    // making one per request was measurable on a feed page (issue 17 §5).
    let log: Logger | undefined;
    Object.defineProperty(ctx.state, 'log', {
      get: () => (log ??= logger.child({ requestId })),
      set: (value: Logger) => void (log = value),
      configurable: true,
      enumerable: true,
    });
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const level = ctx.path === '/healthz' || ctx.path === '/readyz' ? 'debug' : 'info';
      if (logger.isLevelEnabled(level))
        ctx.state.log[level](
          {
            method: ctx.method,
            path: ctx.path,
            status: ctx.status,
            ms: Math.round(performance.now() - started),
          },
          'request',
        );
    }
  };
}
