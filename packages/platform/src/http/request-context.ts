import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';
import type { SessionClaims } from '../auth/session-claims.js';

export interface AppState {
  requestId: string;
  log: Logger;
  user?: SessionClaims;
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,100}$/;

/** Takes the gateway's request id (or makes one), echoes it, and gives the request a child logger. */
export function requestContext(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('x-request-id');
    const requestId = SAFE_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.state.log = logger.child({ requestId });
    ctx.set('x-request-id', requestId);
    const started = performance.now();
    try {
      await next();
    } finally {
      const quiet = ctx.path === '/healthz' || ctx.path === '/readyz';
      ctx.state.log[quiet ? 'debug' : 'info'](
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
