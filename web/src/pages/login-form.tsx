import { zLogin, type Login } from '@gems/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState, type ChangeEvent } from 'react';
import { errorMessage } from '../api/client';
import { validate, type FieldErrors } from '../forms/field-errors';
import { FormField } from '../forms/form-field';

interface LoginFormProps {
  onSubmit: (values: Login) => Promise<unknown>;
  submitting: boolean;
}

type Field = keyof Login;

/** Email and password with the spec's messages; a failed sign-in shows in an inline box. */
export function LoginForm({ onSubmit, submitting }: LoginFormProps) {
  const [values, setValues] = useState<Login>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const change = (field: Field) => (event: ChangeEvent<HTMLInputElement>) => {
    setValues((v) => ({ ...v, [field]: event.target.value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit() {
    setFailure(null);
    const result = validate<typeof zLogin, Field>(zLogin, values);
    if (!result.ok) return setErrors(result.errors);
    try {
      await onSubmit(result.data);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  }

  return (
    <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
      {failure ? (
        <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />
      ) : null}
      <FormField label="Email" htmlFor="login-email" error={errors.email}>
        <Input
          id="login-email"
          inputMode="email"
          autoComplete="email"
          value={values.email}
          onChange={change('email')}
          placeholder="you@example.com"
        />
      </FormField>
      <FormField label="Password" htmlFor="login-password" error={errors.password}>
        <Input.Password
          id="login-password"
          autoComplete="current-password"
          value={values.password}
          onChange={change('password')}
        />
      </FormField>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </Form>
  );
}
