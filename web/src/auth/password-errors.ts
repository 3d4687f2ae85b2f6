import { ApiError } from '../api/client';
import type { FieldErrors } from '../forms/field-errors';
import type { NewPassword } from './password-fields';

/** The server's per-field messages about a new password, to show under the field they name. */
export function passwordFieldErrors(err: unknown): FieldErrors<keyof NewPassword> {
  if (!(err instanceof ApiError)) return {};
  const { password, confirmPassword } = err.fields;
  return {
    ...(password ? { password } : {}),
    ...(confirmPassword ? { confirmPassword } : {}),
  };
}
