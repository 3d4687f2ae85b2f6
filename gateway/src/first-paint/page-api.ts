import { compileRoutes, matchRoute } from '../route-matcher.js';
import { ROUTES, type ServiceName } from '../routing-table.js';

const routes = compileRoutes(ROUTES);

/**
 * The network of a page drawn in the gateway (first-paint.ts): the page's own API reads, each
 * sent straight to the service that answers it, within `timeoutMs`. `sessionOf` tells whose page
 * is being drawn when a read is made: a member's verified session token, sent as theirs (the
 * service checks it as it checks every call), or undefined for a signed-out visitor (no cookie, no
 * token). Only reads: anything else, an admin path or a path no service owns is refused with a
 * 403 without leaving the gateway.
 */
export function pageApi(
  services: Record<ServiceName, string>,
  sessionOf: () => string | undefined = () => undefined,
  timeoutMs = 1500,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://gateway.invalid');
    const route = (init?.method ?? 'GET') === 'GET' ? matchRoute(routes, 'GET', url.pathname) : undefined;
    if (!route || route.auth === 'admin')
      return Response.json({ message: 'Not read while drawing a page' }, { status: 403 });
    const session = sessionOf();
    return fetch(new URL(url.pathname + url.search, services[route.service]), {
      headers: {
        accept: 'application/json',
        ...(session ? { authorization: `Bearer ${session}` } : {}),
      },
      signal: AbortSignal.timeout(timeoutMs),
    });
  };
}
