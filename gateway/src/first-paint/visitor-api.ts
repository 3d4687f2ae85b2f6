import { compileRoutes, matchRoute } from '../route-matcher.js';
import { ROUTES, type ServiceName } from '../routing-table.js';

const routes = compileRoutes(ROUTES);

/**
 * The network of a page drawn in the gateway (first-paint.ts): the page's own API reads, each
 * sent to the service that answers it as a signed-out visitor would ask it (no cookie, no
 * identity), within `timeoutMs`. Only reads: anything else, an admin path or a path no service
 * owns is refused with a 403 without leaving the gateway.
 */
export function visitorApi(services: Record<ServiceName, string>, timeoutMs = 1500): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://gateway.invalid');
    const route = (init?.method ?? 'GET') === 'GET' ? matchRoute(routes, 'GET', url.pathname) : undefined;
    if (!route || route.auth === 'admin')
      return Response.json({ message: 'Not read while drawing a page' }, { status: 403 });
    return fetch(new URL(url.pathname + url.search, services[route.service]), {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
  };
}
