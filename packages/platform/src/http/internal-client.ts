import type { z } from 'zod';

/** The owning service could not answer (down, slow, or an error): not the same as "no such thing". */
export class InternalCallError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'InternalCallError';
  }
}

/**
 * Reads one thing from the service that owns it, on the internal network, within a short time
 * budget: its parsed answer, or null when the owner says it does not exist (404). Anything else
 * throws InternalCallError, so a caller never mistakes an outage for an absence.
 */
export async function readFromOwner<S extends z.ZodType>(
  url: string,
  schema: S,
  timeoutMs = 1_000,
): Promise<z.infer<S> | null> {
  let res: Response;
  try {
    res = await fetch(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
  } catch (error) {
    throw new InternalCallError(`no answer from ${new URL(url).host}`, { cause: error });
  }
  if (res.status === 404) return null;
  if (!res.ok) throw new InternalCallError(`${new URL(url).host} answered ${res.status}`);
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new InternalCallError(`${new URL(url).host} answered an unexpected shape`);
  return parsed.data;
}
