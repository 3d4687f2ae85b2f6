import { zEmailConfirm, zPasswordResetConfirm } from '@gems/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { confirmPasswordReset } from './account-api';
import { PasswordFields, type NewPassword } from './credential-fields';
import { passwordFieldErrors } from './password-errors';
import { refusalCode } from './refusal-code';
import { ResultHeading } from './result-heading';
import { useSignedInAs } from './use-signed-in-as';
import { LinkButton } from '../components/link-button';
import { useToast } from '../feedback/use-toast';
import { validate, type FieldErrors } from '../forms/field-errors';
import { usePageTitle } from '../layout/use-page-title';
import { AuthCard } from './auth-card';

type Field = keyof NewPassword;

/** A link that cannot be used (missing, expired, used): say so and offer to ask again. */
function LinkUnusable({ message }: { message: string }) {
  return (
    <Result
      status="warning"
      title={<ResultHeading>This reset link cannot be used</ResultHeading>}
      subTitle={message}
      extra={
        <LinkButton to="/forgot-password" look="primary">
          Ask for a new link
        </LinkButton>
      }
    />
  );
}

/** Issue 32: the page a reset e-mail links to. Success signs the user in and goes home. */
export function ResetPasswordPage() {
  usePageTitle('Choose a new password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const signedInAs = useSignedInAs();
  const [values, setValues] = useState<NewPassword>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const reset = useMutation({
    mutationFn: confirmPasswordReset,
    onSuccess: ({ user }) => {
      signedInAs(user);
      toast.success('Password changed', `Welcome back, ${user.username}!`);
      navigate('/', { replace: true });
    },
    onError: (err) => setErrors(passwordFieldErrors(err)),
  });

  // A token the server could never accept (none, or cut or padded in copying; every e-mailed
  // link has the same token rule) is said at once.
  if (!zEmailConfirm.safeParse({ token }).success)
    return <LinkUnusable message="The link is incomplete. Ask for a new one below." />;
  if (refusalCode(reset.error) === 'reset_link_invalid')
    return <LinkUnusable message={errorMessage(reset.error)} />;

  function submit() {
    const result = validate<typeof zPasswordResetConfirm, Field>(zPasswordResetConfirm, {
      token,
      ...values,
    });
    if (!result.ok) return setErrors(result.errors);
    reset.mutate(result.data);
  }

  const fieldError = Object.values(passwordFieldErrors(reset.error)).length > 0;
  return (
    <AuthCard title="Choose a new password" subtitle="You will be signed in with it straight away">
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        {reset.isError && !fieldError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorMessage(reset.error)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <PasswordFields
          idPrefix="reset"
          values={values}
          errors={errors}
          onChange={(field, value) => {
            setValues((v) => ({ ...v, [field]: value }));
            setErrors((e) => ({ ...e, [field]: undefined }));
          }}
        />
        <Button type="primary" htmlType="submit" block size="large" loading={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Save new password'}
        </Button>
      </Form>
    </AuthCard>
  );
}
