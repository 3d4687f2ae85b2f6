import type { IncomingMessage, ServerResponse } from 'node:http';
import express, { type ErrorRequestHandler } from 'express';
import helmet from 'helmet';
import type { Cache } from '@gems/platform/cache/cache.port';
import type { TokenVerifier } from '@gems/platform/auth/token-verifier';
import type { Logger } from '@gems/platform/logger';
import { readiness as readinessAnswer, runChecks, type ReadinessCheck } from '@gems/platform/http/health';
import { serviceUrls, type GatewayConfig } from './config.js';
import { createApiDispatcher } from './api-dispatcher.js';
import type { ServiceHandler } from './in-process.js';
import type { ServiceName } from './routing-table.js';
import type { RequestMeter } from './metering/request-meter.js';
import { requestId } from './request-id.js';
import { firstPaints } from './first-paint/first-paint.js';
import { memberSession } from './first-paint/member-session.js';
import { webApp } from './web-app.js';
import { httpVisitorRead, shareCards } from './share-cards/card-source.js';
import { searchEngineRoutes } from './search-engines/sitemap-routes.js';
import { feedRoutes } from './feeds/feed-routes.js';
import { apiReference, isApiReferencePath } from './openapi/api-reference.js';
import { pathOf } from './http-helpers.js';
import { createImageStorage, serveStoredImages } from '@gems/platform/storage';

export interface GatewayDeps {
  config: GatewayConfig;
  cache: Cache;
  verifier: TokenVerifier;
  logger: Logger;
  readiness: Record<string, ReadinessCheck>;
  isDraining: () => boolean;
  /** Counts requests per upstream service and outcome (absent with METERING=false). */
  meter?: RequestMeter;
  /** Services in the same process (the all-in-one start), called without an HTTP hop. */
  inProcess?: Partial<Record<ServiceName, ServiceHandler>>;
}

/**
 * The gateway: one front door for /api and short links (plain Node, the hot path), and, through
 * Express, the SPA, uploaded images and health checks.
 */
export function createGateway({
  config,
  cache,
  verifier,
  logger,
  readiness,
  isDraining,
  meter,
  inProcess,
}: GatewayDeps) {
  const handleApi = createApiDispatcher({ config, cache, verifier, logger, meter, inProcess });
  const app = express();
  app.disable('x-powered-by');

  // Pages, assets and uploads get helmet's full set (CSP and friends).
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

  app.use(requestId);
  app.get('/healthz', (_req, res) => void res.json({ status: 'ok' }));
  app.get('/readyz', async (_req, res) => {
    const answer = readinessAnswer(await runChecks(readiness), isDraining());
    res.status(answer.status).json(answer.body);
  });
  app.use('/uploads', pageSecurity, serveStoredImages(createImageStorage(config, logger)));
  app.use(pageSecurity, apiReference());
  const visitorRead = httpVisitorRead({ curation: config.CURATION_URL, identity: config.IDENTITY_URL });
  const cardOf = shareCards(visitorRead);
  app.use(
    searchEngineRoutes({
      read: visitorRead,
      publicOrigin: config.PUBLIC_ORIGIN,
      urlsPerFile: config.SITEMAP_URLS_PER_FILE,
    }),
  );
  app.use(feedRoutes({ read: visitorRead, publicOrigin: config.PUBLIC_ORIGIN }));
  const firstPaintOf = firstPaints({
    distDir: config.WEB_DIST_DIR,
    services: serviceUrls(config),
    sessionOf: memberSession(verifier),
    logger,
  });
  app.use(
    pageSecurity,
    webApp(config.WEB_DIST_DIR, { cardOf, publicOrigin: config.PUBLIC_ORIGIN, firstPaintOf }),
  );

  const errors: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error, path: req.path, requestId: req.get('x-request-id') }, 'gateway error');
    if (!res.headersSent) res.status(500).json({ message: 'Internal error', code: 'internal' });
  };
  app.use(errors);

  return (req: IncomingMessage, res: ServerResponse): void => {
    if (isApiReferencePath(pathOf(req.url)) || !handleApi(req, res)) app(req, res);
  };
}
