import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import cors from 'cors';
import type { TokenVerifier } from '@gems/platform/auth/token-verifier';
import type { SessionClaims } from '@gems/platform/auth/session-claims';
import { markCheckedCaller } from '@gems/platform/auth/checked-caller';
import type { Cache } from '@gems/platform/cache/cache.port';
import type { Logger } from '@gems/platform/logger';
import { CLIENT_ADDRESS_HEADER } from '@gems/contracts';
import { API_PREFIX } from '@gems/contracts/openapi';
import { serviceUrls, type GatewayConfig } from './config.js';
import { identify, passIdentity, recentClaims, sessionWasUnknown, tokenOf } from './authenticate.js';
import { limitStreamedBody, tooLargeMessage } from './body-limit.js';
import { isForeignWrite } from './cross-site.js';
import { clientIp, pathOf, sendJson, trustedProxies, type NodeMiddleware } from './http-helpers.js';
import { acceptedEncoding, COMPRESS_THRESHOLD_BYTES } from './answer-encoding.js';
import { inProcessForwarder, type ServiceHandler } from './in-process.js';
import { serviceProxy, setTimeBudget, timeBudgetOf } from './proxy.js';
import { UpstreamBreaker } from './upstream-breaker.js';
import { shortLinkAnswer } from './short-link-pages.js';
import { rateLimit } from './rate-limit.js';
import { requestId } from './request-id.js';
import type { RequestMeter } from './metering/request-meter.js';
import { compileRoutes, matchRoute, pathIsOwned, type CompiledRoute } from './route-matcher.js';
import { ROUTES, type ServiceName } from './routing-table.js';

const API_PATHS = `${API_PREFIX}/`;

const DEFAULT_BODY_LIMIT = 1024 * 1024;

/** Whether a service answers its /healthz within a second (the process is up and serving). */
const answersHealth = (url: string) => async () =>
  (await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(1000) })).ok;

/** JSON answers get the security headers that matter for them (pages get helmet's full set). */
const API_SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'no-referrer'],
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['Cross-Origin-Resource-Policy', 'same-origin'],
];

/**
 * Every /api call and short link, in plain Node with no framework on the hot path: route table →
 * body limit → cross-site check → session check → rate limit (per user when signed in, per
 * address otherwise) → admin guard → circuit breaker → streaming proxy within the route's time
 * budget. Returns false for a path it does not own (pages, assets, uploads, health), which the
 * Express app then serves.
 */
export function createApiDispatcher(deps: {
  config: GatewayConfig;
  cache: Cache;
  verifier: TokenVerifier;
  logger: Logger;
  meter?: RequestMeter;
  /** Services running in this process (the all-in-one start): called directly, not proxied. */
  inProcess?: Partial<Record<ServiceName, ServiceHandler>>;
}) {
  const { config, cache, verifier, logger, meter } = deps;
  const routes = compileRoutes(ROUTES);
  const targets = serviceUrls(config);
  const budgetOf = (req: IncomingMessage) => timeBudgetOf(req) ?? config.UPSTREAM_TIMEOUT_MS;
  const proxies = new Map(
    (Object.entries(targets) as [ServiceName, string][]).map(([name, url]) => {
      const handle = deps.inProcess?.[name];
      return [
        name,
        handle
          ? inProcessForwarder(name, handle, budgetOf)
          : serviceProxy(name, url, config.UPSTREAM_TIMEOUT_MS, logger),
      ];
    }),
  );
  // Short links: as curation answers, but an unknown one opened in a browser shows the app's page.
  const shortLinks = serviceProxy(
    'curation',
    config.CURATION_URL,
    config.UPSTREAM_TIMEOUT_MS,
    logger,
    shortLinkAnswer(config.WEB_DIST_DIR),
  );
  // Sign-in, sign-up and wallet sign-in each get their own strict window; the rest share one.
  const authLimits = new Map(
    routes
      .filter((r) => r.limit === 'auth')
      .map((r) => [r.pattern, rateLimit(cache, `auth:${r.pattern}`, config.RATE_LIMIT_AUTH_PER_MINUTE)]),
  );
  // The shared window is exact near its limit; far below it a call does not wait for its count.
  // Sign-in windows are small and guard passwords: always exact.
  const apiLimit = rateLimit(cache, 'api', config.RATE_LIMIT_API_PER_MINUTE, { headroom: 0.5 });
  // A proxied service's /healthz tells its breaker when to try it again; one in this process has
  // no network to fail, so it keeps the fixed window.
  const breakers = new Map(
    (Object.entries(targets) as [ServiceName, string][]).map(([name, url]) => [
      name,
      new UpstreamBreaker({ healthy: deps.inProcess?.[name] ? undefined : answersHealth(url) }),
    ]),
  );
  const extensionOrigin = config.EXTENSION_ORIGIN;
  const trustedOrigins = [config.PUBLIC_ORIGIN, extensionOrigin].filter((o): o is string => Boolean(o));
  // Echo the origin only when it is the extension's; any other origin gets no CORS headers.
  const corsForExtension: NodeMiddleware | undefined = extensionOrigin
    ? (cors({
        origin: (origin, done) => done(null, origin === extensionOrigin),
        credentials: true,
        maxAge: 600,
      }) as NodeMiddleware)
    : undefined;

  // JSON answers over 1 KB leave compressed (a feed page shrinks about 5×); smaller ones are not
  // worth the CPU. A proxied answer is compressed as it is relayed (relayAnswer); one a service in
  // this process writes itself goes through the `compression` middleware, only for a client that
  // accepts an encoding (the wrapper costs every write).
  const compress = compression({ threshold: COMPRESS_THRESHOLD_BYTES }) as unknown as NodeMiddleware;

  const trustProxies = trustedProxies(config.TRUSTED_PROXIES);

  const failed = (req: IncomingMessage, res: ServerResponse) => (error: unknown) => {
    logger.error({ err: error, path: req.url, requestId: req.headers['x-request-id'] }, 'gateway error');
    if (!res.headersSent) sendJson(res, 500, { message: 'Internal error', code: 'internal' });
  };

  async function forward(req: IncomingMessage, res: ServerResponse, route: CompiledRoute): Promise<void> {
    if (isForeignWrite(req, trustedOrigins))
      return sendJson(res, 403, {
        message: 'This request came from another site and was refused',
        code: 'cross_site',
      });
    const address = clientIp(req, trustProxies);
    // Always overwritten: what a client sent under this name never reaches a service.
    req.headers[CLIENT_ADDRESS_HEADER] = address;
    const authLimit = authLimits.get(route.pattern);
    // Many curators may share one office address: a signed-in caller has a window of their own.
    const token = tokenOf(req);
    const recent = authLimit ? null : recentClaims(token, verifier);
    const inProcess = Boolean(deps.inProcess?.[route.service]);
    let user: SessionClaims | undefined;
    let allowed: boolean;
    if (recent === undefined) {
      user = await identify(req, verifier, token);
      allowed = await apiLimit(user ? `user:${user.userId}` : address, req, res);
    } else if (recent && route.auth !== 'admin' && !inProcess) {
      // A proxied call's service checks the session's revocation itself on arrival (services never
      // trust the gateway's verdict), so a signature checked recently is enough here to pick the
      // caller's window: no second revocation lookup in the gateway. Admin routes, refused here
      // before any service is asked, and services in this process still get the full check.
      user = passIdentity(req, recent);
      allowed = await apiLimit(`user:${recent.userId}`, req, res);
    } else {
      // The window is known before the check: the revocation check and the count go to the
      // shared cache together, in one round trip.
      const count = authLimit
        ? authLimit(address, req, res)
        : apiLimit(recent === null ? address : `user:${recent.userId}`, req, res);
      [user, allowed] = await Promise.all([identify(req, verifier, token), count]);
    }
    if (!allowed) return;
    if (route.auth === 'admin') {
      if (!user && sessionWasUnknown(req))
        return sendJson(res, 503, {
          message: 'Your session cannot be checked right now. Please try again in a moment.',
          code: 'session_check_unavailable',
        });
      if (!user) return sendJson(res, 401, { message: 'Authentication required', code: 'unauthorized' });
      if (user.role !== 'admin')
        return sendJson(res, 403, { message: 'Admin privileges required', code: 'forbidden' });
    }
    const breaker = breakers.get(route.service)!;
    if (!breaker.allow()) {
      res.setHeader('Retry-After', String(breaker.retryAfterSeconds()));
      return sendJson(res, 503, {
        message: `The ${route.service} service is not available right now. Please try again later.`,
        code: 'service_unavailable',
      });
    }
    res.once('close', () => {
      if (UpstreamBreaker.isOwnFailure(res.statusCode)) breaker.failed();
      else breaker.succeeded();
      meter?.count(route.service, res.statusCode); // an increment in a Map; flushed once a minute
    });
    setTimeBudget(req, route.timeoutMs ?? config.UPSTREAM_TIMEOUT_MS);
    limitStreamedBody(req, res, route.maxBodyBytes ?? DEFAULT_BODY_LIMIT, route.tooLarge);
    // Read only by a service in this process; a proxied request leaves without it.
    if (!sessionWasUnknown(req)) markCheckedCaller(req, user);
    const done = (error?: unknown) => error && failed(req, res)(error);
    if (route.pattern === '/s/{shortCode}') return shortLinks(req, res, done);
    const proxy = proxies.get(route.service)!;
    if (inProcess && acceptedEncoding(req.headers['accept-encoding']))
      compress(req, res, () => proxy(req, res, done));
    else proxy(req, res, done);
  }

  function dispatch(
    req: IncomingMessage,
    res: ServerResponse,
    path: string,
    route: CompiledRoute | undefined,
  ): void {
    for (const [name, value] of API_SECURITY_HEADERS) res.setHeader(name, value);
    if (!route) {
      const owned = pathIsOwned(routes, path);
      return sendJson(res, owned ? 405 : 404, {
        message: owned ? 'Method not allowed' : 'Not found',
        code: owned ? 'method_not_allowed' : 'not_found',
      });
    }
    const limit = route.maxBodyBytes ?? DEFAULT_BODY_LIMIT;
    if (Number(req.headers['content-length'] ?? 0) > limit)
      return sendJson(res, 413, tooLargeMessage(limit, route.tooLarge));
    forward(req, res, route).catch(failed(req, res));
  }

  return function handleApi(req: IncomingMessage, res: ServerResponse): boolean {
    const path = pathOf(req.url);
    const route = matchRoute(routes, req.method ?? 'GET', path);
    if (!route && !path.startsWith(API_PATHS) && path !== API_PREFIX) return false;
    requestId(req, res, () => undefined);
    if (corsForExtension && path.startsWith(API_PREFIX))
      corsForExtension(req, res, () => dispatch(req, res, path, route));
    else dispatch(req, res, path, route);
    return true;
  };
}
