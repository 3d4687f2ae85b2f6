import { zLogin, type Login } from '@gems/contracts';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { EmailField, PasswordField } from './credential-fields';
import { validate, type FieldErrors } from '../forms/field-errors';

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

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
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
      <EmailField
        id="login-email"
        value={values.email}
        error={errors.email}
        onChange={change('email')}
        placeholder="you@example.com"
      />
      <PasswordField
        id="login-password"
        purpose="current"
        value={values.password}
        error={errors.password}
        onChange={change('password')}
      />
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        {submitting ? 'Signing in...' : 'Sign in'}
      </Button>
    </Form>
  );
}
