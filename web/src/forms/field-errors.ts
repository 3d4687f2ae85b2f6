import type { z } from 'zod';

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** First message per top-level field, so each input shows one clear line under it. */
export function fieldErrorsOf<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: FieldErrors<K> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && !(key in out)) out[key as K] = issue.message;
  }
  return out;
}

/** Validates with a shared schema: either the parsed value or the per-field messages. */
export function validate<S extends z.ZodType, K extends string>(
  schema: S,
  values: unknown,
): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors<K> } {
  const result = schema.safeParse(values);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, errors: fieldErrorsOf<K>(result.error) };
}
