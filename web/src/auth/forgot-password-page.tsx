import { zPasswordResetRequest } from '@gems/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex, Form, Result } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ApiError, errorMessage } from '../api/client';
import { requestPasswordReset } from './account-api';
import { EmailField } from './credential-fields';
import { ResultHeading } from './result-heading';
import { LinkButton } from '../components/link-button';
import { validate } from '../forms/field-errors';
import { usePageTitle } from '../layout/use-page-title';
import { AuthCard } from './auth-card';

/** Issue 32: ask for a reset link. The answer reads the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useMutation({ mutationFn: requestPasswordReset });

  function submit() {
    const result = validate<typeof zPasswordResetRequest, 'email'>(zPasswordResetRequest, { email });
    if (!result.ok) return setError(result.errors.email);
    send.mutate(result.data.email);
  }

  if (send.isSuccess)
    return (
      <Result
        status="success"
        title={<ResultHeading>Check your inbox</ResultHeading>}
        subTitle={`${send.data.message}. The link works for one hour; if nothing arrives, check the spam folder or ask again.`}
        extra={
          <LinkButton to="/login" look="primary">
            Back to sign in
          </LinkButton>
        }
      />
    );

  const throttled = send.error instanceof ApiError && send.error.status === 429;
  return (
    <AuthCard title="Forgot your password?" subtitle="We will e-mail you a link to choose a new one">
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        {send.isError ? (
          <Alert
            type={throttled ? 'warning' : 'error'}
            showIcon
            role="alert"
            title={throttled ? 'Too many requests' : 'The link could not be sent'}
            description={errorMessage(send.error)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <EmailField
          id="forgot-email"
          autoFocus
          value={email}
          error={error}
          onChange={(value) => {
            setEmail(value);
            setError(undefined);
          }}
          placeholder="you@example.com"
        />
        <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </Form>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Link to="/login">Back to sign in</Link>
      </Flex>
    </AuthCard>
  );
}
