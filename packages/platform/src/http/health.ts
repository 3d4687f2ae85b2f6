import type { Middleware } from 'koa';
import type { AppState } from './request-context.js';

/** A readiness check: resolves true when the dependency answers. */
export type ReadinessCheck = () => Promise<boolean>;

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
    const results = await runChecks(checks);
    const ready = !isDraining() && Object.values(results).every(Boolean);
    ctx.status = ready ? 200 : 503;
    ctx.body = { status: ready ? 'ready' : isDraining() ? 'draining' : 'unavailable', checks: results };
  };
}

export async function runChecks(checks: Record<string, ReadinessCheck>): Promise<Record<string, boolean>> {
  const entries = await Promise.all(
    Object.entries(checks).map(async ([name, check]) => [name, await withTimeout(check)] as const),
  );
  return Object.fromEntries(entries);
}

async function withTimeout(check: ReadinessCheck): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().catch(() => false), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
