import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import helmet from 'helmet';
import cors from 'cors';
import type { Cache } from '@gems/platform/cache/cache.port';
import type { TokenVerifier } from '@gems/platform/auth/token-verifier';
import type { Logger } from '@gems/platform/logger';
import { runChecks, type ReadinessCheck } from '@gems/platform/http/health';
import type { GatewayConfig } from './config.js';
import { ROUTES, type ServiceName } from './routing-table.js';
import { compileRoutes, matchRoute, pathIsOwned } from './route-matcher.js';
import { requestId } from './request-id.js';
import { authenticate, requireAdmin } from './authenticate.js';
import { rateLimit } from './rate-limit.js';
import { serviceProxy } from './proxy.js';
import { uploads, webApp } from './web-app.js';

const DEFAULT_BODY_LIMIT = 1024 * 1024;
const API_SECURITY_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

export interface GatewayDeps {
  config: GatewayConfig;
  cache: Cache;
  verifier: TokenVerifier;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining: () => boolean;
}

/** The gateway: one front door for the SPA, /api, short links and uploaded images. */
export function createGateway({ config, cache, verifier, logger, readiness, isDraining }: GatewayDeps) {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  const targets: Record<ServiceName, string> = {
    identity: config.IDENTITY_URL,
    curation: config.CURATION_URL,
    social: config.SOCIAL_URL,
    rewards: config.REWARDS_URL,
    scraper: config.SCRAPER_URL,
    'admin-metrics': config.ADMIN_METRICS_URL,
  };
  const proxies = Object.fromEntries(
    Object.entries(targets).map(([name, url]) => [
      name,
      serviceProxy(name as ServiceName, url, config.UPSTREAM_TIMEOUT_MS, logger),
    ]),
  ) as Record<ServiceName, RequestHandler>;
  const routes = compileRoutes(ROUTES);
  // Sign-in, sign-up and wallet sign-in each get their own strict window; the rest share one.
  const authLimits = new Map(
    routes
      .filter((r) => r.limit === 'auth')
      .map((r) => [r.pattern, rateLimit(cache, `auth:${r.pattern}`, config.RATE_LIMIT_AUTH_PER_MINUTE)]),
  );
  const apiLimit = rateLimit(cache, 'api', config.RATE_LIMIT_API_PER_MINUTE);

  // Pages, assets and uploads get helmet's full set (CSP and friends); JSON answers get the few
  // headers that matter for them, set in one go on the API's hot path.
  const pageSecurity = helmet({
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'"],
        'frame-ancestors': ["'none'"],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  // The API dispatcher comes first: it is what nearly every request needs.
  app.use(requestId);
  const extensionOrigin = config.EXTENSION_ORIGIN;
  if (extensionOrigin) {
    // Echo the origin only when it is the extension's; any other origin gets no CORS headers.
    app.use(
      '/api',
      cors({
        origin: (origin, done) => done(null, origin === extensionOrigin),
        credentials: true,
        maxAge: 600,
      }),
    );
  }

  const limitRate: RequestHandler = (req, res, next) =>
    (authLimits.get(res.locals.route.pattern) ?? apiLimit)(req, res, next);
  const guard: RequestHandler = (req, res, next) =>
    res.locals.route.auth === 'admin' ? requireAdmin(req, res, next) : next();
  const forward: RequestHandler = (req, res, next) =>
    proxies[res.locals.route.service as ServiceName](req, res, next);
  const upstream = chain(limitRate, authenticate(verifier), guard, forward);

  app.use((req, res, next) => {
    const match = matchRoute(routes, req.method, req.path);
    if (!match && !req.path.startsWith('/api/') && req.path !== '/api') return next(); // the SPA's routes
    res.set(API_SECURITY_HEADERS);
    if (!match) {
      const owned = pathIsOwned(routes, req.path);
      res.status(owned ? 405 : 404).json({
        message: owned ? 'Method not allowed' : 'Not found',
        code: owned ? 'method_not_allowed' : 'not_found',
      });
      return;
    }
    const limit = match.maxBodyBytes ?? DEFAULT_BODY_LIMIT;
    if (Number(req.get('content-length') ?? 0) > limit) {
      res.status(413).json({
        message: `Request body must be at most ${Math.round(limit / 1024 / 1024)} MB`,
        code: 'too_large',
      });
      return;
    }
    res.locals.route = match;
    upstream(req, res, next);
  });
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const checks = await runChecks(readiness);
    const ready = !isDraining() && Object.values(checks).every(Boolean);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'unavailable', checks });
  });
  app.use('/uploads', pageSecurity, uploads(config.UPLOADS_DIR));

  app.use(pageSecurity, webApp(config.WEB_DIST_DIR));

  const errors: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error, path: req.path, requestId: req.get('x-request-id') }, 'gateway error');
    if (!res.headersSent) res.status(500).json({ message: 'Internal error', code: 'internal' });
  };
  app.use(errors);
  return app;
}

/** Runs handlers in order, like a router with no paths to match: this is every API call's hot path. */
function chain(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, done) => {
    const step = (index: number, error?: unknown): void => {
      const handler = handlers[index];
      if (error || !handler) return done(error);
      try {
        const result: unknown = handler(req, res, (err?: unknown) => step(index + 1, err));
        if (result instanceof Promise) result.catch(done);
      } catch (err) {
        done(err);
      }
    };
    step(0);
  };
}
