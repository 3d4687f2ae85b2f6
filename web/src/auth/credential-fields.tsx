import { Input } from 'antd';
import { FormField } from '../forms/form-field';

interface CredentialFieldProps {
  /** The input's id (its label points at it; journeys and password managers find it by it). */
  id: string;
  label?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** An e-mail address field: the phone's e-mail keyboard and the browser's autofill. */
export function EmailField({
  id,
  label = 'Email',
  value,
  error,
  onChange,
  placeholder,
}: CredentialFieldProps & { placeholder?: string }) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        inputMode="email"
        autoComplete="email"
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
}: CredentialFieldProps & { purpose: 'current' | 'new' }) {
  return (
    <FormField label={label} htmlFor={id} error={error}>
      <Input.Password
        id={id}
        autoComplete={purpose === 'current' ? 'current-password' : 'new-password'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FormField>
  );
}
