export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
}

/** Exponential delay before retry number `attempt` (1-based): base, 2×base, 4×base… capped at maxMs. */
export function retryBackoffMs(
  attempt: number,
  { baseMs = 1000, maxMs = 60_000 }: BackoffOptions = {},
): number {
  const exponent = Math.max(0, Math.floor(attempt) - 1);
  return Math.min(maxMs, baseMs * 2 ** Math.min(exponent, 30));
}
