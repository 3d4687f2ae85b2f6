import { describe } from '@jest/globals';

/**
 * Which real backing services this run can reach. CI sets the URLs; on a fresh machine they are
 * unset and the suites run only against the embedded adapters.
 */
export const infra = {
  natsUrl: process.env.NATS_URL,
  redisUrl: process.env.REDIS_URL,
  mongoUrl: process.env.MONGO_URL,
};

/** `describe` when `condition` holds, else `describe.skip` with the reason in the title. */
export function describeIf(condition: unknown, reason: string) {
  return (name: string, fn: () => void): void => {
    if (condition) describe(name, fn);
    else describe.skip(`${name} (skipped: ${reason})`, fn);
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
