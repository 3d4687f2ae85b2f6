import { describe, it } from '@jest/globals';

/**
 * Which real backing services this run can reach. CI sets the URLs; on a fresh machine they are
 * unset and the suites run only against the embedded adapters.
 */
export const infra = {
  natsUrl: process.env.NATS_URL,
  redisUrl: process.env.REDIS_URL,
  mongoUrl: process.env.MONGO_URL,
};

/**
 * Under CI (`CI=true`, as .ci/run sets) a suite whose prerequisite is missing — a server that did
 * not start, an unset URL, no browser — fails instead of skipping: a green CI run means it ran.
 */
export const runningInCi = (env: NodeJS.ProcessEnv = process.env): boolean =>
  env.CI !== undefined && env.CI !== '' && env.CI !== 'false' && env.CI !== '0';

const cannotRun = (reason: string) => () => {
  throw new Error(`cannot run under CI: ${reason} (a CI run never skips a suite silently)`);
};

/**
 * `describe` when `condition` holds; else `describe.skip` with the reason in the title, or under CI
 * a suite of one failing test that gives the reason.
 */
export function describeIf(condition: unknown, reason: string, ci = runningInCi()) {
  return (name: string, fn: () => void): void => {
    if (condition) describe(name, fn);
    else if (ci) describe(name, () => it(`needs what is missing: ${reason}`, cannotRun(reason)));
    else describe.skip(`${name} (skipped: ${reason})`, fn);
  };
}

/** `it` when `condition` holds; else skipped with the reason, or under CI a failing test. */
export function itIf(condition: unknown, reason: string, ci = runningInCi()) {
  return (name: string, fn: () => Promise<void> | void, timeoutMs?: number): void => {
    if (condition) it(name, fn, timeoutMs);
    else if (ci) it(`${name} (needs: ${reason})`, cannotRun(reason));
    else it.skip(`${name} (skipped: ${reason})`, fn);
  };
}

/** Polls `check` until it returns a truthy value or the time runs out. */
export async function eventually<T>(
  check: () => Promise<T> | T,
  timeoutMs = 5000,
  intervalMs = 20,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((r) => setTimeout(r, intervalMs));
  }
  throw new Error(
    `eventually: condition not met in ${timeoutMs} ms${lastError ? `: ${String(lastError)}` : ''}`,
  );
}
