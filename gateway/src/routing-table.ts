import { API_OPERATIONS, byPathOrder, type ApiOperation, type ServiceName } from '@gems/contracts/openapi';

/**
 * Who answers which path, derived from the operation catalogue (`@gems/contracts/openapi`): one
 * row per operation, most specific first (literal segments before `{param}`). The first row whose method and pattern match wins.
 * `{param}` matches one path segment. `auth: 'admin'` rows are refused at the gateway (401/403)
 * before any service is asked, and the services check again.
 */
export type { ServiceName };
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Route {
  methods: Method[];
  pattern: string;
  service: ServiceName;
  auth?: 'admin';
  /** A stricter rate limit (sign-in and sign-up). */
  limit?: 'auth';
  /** Largest body accepted (uploads, data URLs); default 1 MB. */
  maxBodyBytes?: number;
  /** The 413's message for a larger body, where the spec words it (a file too large to upload). */
  tooLarge?: string;
  /** How long the service may take to start answering; default UPSTREAM_TIMEOUT_MS (a few seconds). */
  timeoutMs?: number;
}

/** One operation's row: what the gateway needs of it, nothing else. */
export function routeOf(op: ApiOperation): Route {
  const { rateLimit, maxBodyBytes, tooLarge, timeoutMs } = op.limits ?? {};
  return {
    methods: [op.method.toUpperCase() as Method],
    pattern: op.path,
    service: op.service,
    ...(op.access === 'admin' ? { auth: 'admin' as const } : {}),
    ...(rateLimit ? { limit: rateLimit } : {}),
    ...(maxBodyBytes ? { maxBodyBytes } : {}),
    ...(tooLarge ? { tooLarge } : {}),
    ...(timeoutMs ? { timeoutMs } : {}),
  };
}

export const ROUTES: Route[] = Object.values(API_OPERATIONS)
  .map(routeOf)
  .sort(byPathOrder((r) => r.pattern));
