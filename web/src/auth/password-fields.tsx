import { Input } from 'antd';
import type { FieldErrors } from '../forms/field-errors';
import { FormField } from '../forms/form-field';

export interface NewPassword {
  password: string;
  confirmPassword: string;
}

/** A new password and its confirmation, as sign-up asks for them (reset, change, set). */
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
      <FormField label={label} htmlFor={`${idPrefix}-password`} error={errors.password}>
        <Input.Password
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          value={values.password}
          onChange={(event) => onChange('password', event.target.value)}
        />
      </FormField>
      <FormField
        label={label === 'New password' ? 'Confirm new password' : 'Confirm password'}
        htmlFor={`${idPrefix}-confirm-password`}
        error={errors.confirmPassword}
      >
        <Input.Password
          id={`${idPrefix}-confirm-password`}
          autoComplete="new-password"
          value={values.confirmPassword}
          onChange={(event) => onChange('confirmPassword', event.target.value)}
        />
      </FormField>
    </>
  );
}
