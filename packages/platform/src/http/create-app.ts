import Koa from 'koa';
import type Router from '@koa/router';
import type { Logger } from '../logger.js';
import type { TokenVerifier } from '../auth/token-verifier.js';
import { authenticate } from './auth.js';
import { errorHandler } from './error-handler.js';
import { healthRoutes, type ReadinessCheck } from './health.js';
import { jsonBody, rejectNulCharacters } from './json-body.js';
import { requestContext, type AppState } from './request-context.js';

export interface AppOptions {
  logger: Logger;
  routers: Router[];
  readiness: Record<string, ReadinessCheck>;
  verifier: TokenVerifier;
  /** JSON body limit; default 1 MB. */
  bodyLimitBytes?: number;
  /** Set by the server when SIGTERM arrives, so /readyz turns 503 while requests drain. */
  isDraining?: () => boolean;
}

/** The Koa app every service uses: request id, logs, JSON errors, body limits, health, auth. */
export function createApp(options: AppOptions): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: true });
  app.silent = true; // errors are logged by errorHandler, with the request id
  app.use(requestContext(options.logger));
  app.use(errorHandler());
  app.use(healthRoutes(options.readiness, options.isDraining ?? (() => false)));
  app.use(rejectNulCharacters());
  app.use(jsonBody(options.bodyLimitBytes ?? 1024 * 1024));
  app.use(authenticate(options.verifier));
  for (const router of options.routers) {
    app.use(router.routes());
    app.use(router.allowedMethods({ throw: false }));
  }
  return app;
}
