import { Input } from 'antd';
import type { FieldErrors } from '../forms/field-errors';
import { FormField } from '../forms/form-field';

interface CredentialFieldProps {
  /** The input's id (its label points at it; journeys and password managers find it by it). */
  id: string;
  label?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  /** The page's one field, or its first thing to do: the keyboard starts here. */
  autoFocus?: boolean;
}

/** An e-mail address field: the phone's e-mail keyboard and the browser's autofill. */
export function EmailField({
  id,
  label = 'Email',
  value,
  error,
  onChange,
  placeholder,
  autoFocus,
}: CredentialFieldProps & { placeholder?: string }) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        inputMode="email"
        autoComplete="email"
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
      />
    </FormField>
  );
}

/**
 * A password field. `purpose` tells a password manager what to do: fill the saved password
 * ('current') or offer to generate and save one ('new').
 */
export function PasswordField({
  id,
  label = 'Password',
  purpose,
  value,
  error,
  onChange,
  autoFocus,
}: CredentialFieldProps & { purpose: 'current' | 'new' }) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input.Password
        id={id}
        autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
        autoFocus={autoFocus}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, as sign-up asks for them (register, reset, change, set). */
export function PasswordFields({
  idPrefix,
  values,
  errors,
  onChange,
  label = 'New password',
}: {
  idPrefix: string;
  values: NewPassword;
  errors: FieldErrors<keyof NewPassword>;
  onChange: (field: keyof NewPassword, value: string) => void;
  label?: string;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-password`}
        label={label}
        purpose="new"
        value={values.password}
        error={errors.password}
        onChange={(value) => onChange('password', value)}
      />
      <PasswordField
        id={`${idPrefix}-confirm-password`}
        label={label === 'New password' ? 'Confirm new password' : 'Confirm password'}
        purpose="new"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={(value) => onChange('confirmPassword', value)}
      />
    </>
  );
}
