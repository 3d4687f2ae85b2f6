import { ApiError } from '../api/client';
import type { FieldErrors } from '../forms/field-errors';

export type RegisterField = 'username' | 'email' | 'password' | 'confirmPassword';

/**
 * Spec 01 §8: a duplicate email or username is explained under its own field; other field
 * messages from the server (`fields` in the error body) go under the field they name.
 */
export function registerFieldErrors(err: unknown): FieldErrors<RegisterField> {
  const out: FieldErrors<RegisterField> = {};
  if (err instanceof ApiError) {
    for (const [field, message] of Object.entries(err.fields)) {
      if (field === 'username' || field === 'email' || field === 'password' || field === 'confirmPassword')
        out[field] = message;
    }
  }
  const message = err instanceof Error ? err.message : '';
  const all = [message, ...Object.values(out)].join('\n');
  if (all.includes('email already exists'))
    out.email = 'This email is already registered. Try logging in instead.';
  if (all.includes('Username already taken')) out.username = 'This username is taken. Please choose another.';
  return out;
}
