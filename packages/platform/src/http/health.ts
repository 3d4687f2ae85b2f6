import type { Middleware } from 'koa';
import type { AppState } from './request-context.js';

/**
 * A readiness check: true when the dependency answers, 'degraded' when it does not but the process
 * works around it (a cache outage served by the per-process fallback), false when it cannot serve.
 */
export type ReadinessCheck = () => Promise<boolean | 'degraded'>;
export type CheckResult = boolean | 'degraded';

/** The /readyz answer: 503 only when a dependency the process cannot do without is missing. */
export function readiness(results: Record<string, CheckResult>, draining: boolean) {
  const values = Object.values(results);
  if (draining) return { status: 503, body: { status: 'draining', checks: results } };
  if (values.includes(false)) return { status: 503, body: { status: 'unavailable', checks: results } };
  const status = values.includes('degraded') ? 'degraded' : 'ready';
  return { status: 200, body: { status, checks: results } };
}

/** The readiness of a shared cache: degraded, not down, while a fallback serves in its place. */
export const cacheReadiness =
  (cache: { ping(): Promise<boolean>; available?(): boolean }): ReadinessCheck =>
  async () =>
    (await cache.ping()) || (cache.available ? 'degraded' : false);

const CHECK_TIMEOUT_MS = 1000;

/** `/healthz`: the process is alive. `/readyz`: every dependency answers within a second. */
export function healthRoutes(
  checks: Record<string, ReadinessCheck>,
  isDraining: () => boolean,
): Middleware<AppState> {
  return async (ctx, next) => {
    if (ctx.method !== 'GET') return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    if (ctx.path !== '/readyz') return next();
    const answer = readiness(await runChecks(checks), isDraining());
    ctx.status = answer.status;
    ctx.body = answer.body;
  };
}

export async function runChecks(
  checks: Record<string, ReadinessCheck>,
): Promise<Record<string, CheckResult>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await withTimeout(check)] as const),
  );
  return Object.fromEntries(entries);
}

async function withTimeout(check: ReadinessCheck): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
