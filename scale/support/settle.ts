/** Polls `read` until it equals `expected` (events still on their way) or the time is up. */
export async function settles<T>(
  read: () => Promise<T>,
  expected: T,
  timeoutMs = 30_000,
  everyMs = 250,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = await read();
  while (JSON.stringify(last) !== JSON.stringify(expected) && Date.now() < until) {
    await new Promise((r) => setTimeout(r, everyMs));
    last = await read();
  }
  return last;
}

export const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
