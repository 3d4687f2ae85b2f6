import { ApiError } from '../api/client';

/** The `code` of a refusal (e.g. `reset_link_invalid`), when the server named one. */
export function refusalCode(err: unknown): string | undefined {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || err.body === null) return undefined;
  const code = (err.body as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}
