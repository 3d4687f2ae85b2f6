import { ACCOUNT_MESSAGES, zChangePassword, type Account } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { changePassword } from '../auth/account-api';
import { ME_QUERY_KEY } from '../auth/auth-api';
import { passwordFieldErrors } from '../auth/password-errors';
import { PasswordFields } from '../auth/password-fields';
import { useToast } from '../feedback/use-toast';
import { validate, type FieldErrors } from '../forms/field-errors';
import { FormField } from '../forms/form-field';

type Field = 'currentPassword' | 'password' | 'confirmPassword';
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/** Where a refusal belongs: a wrong current password under its field, rule messages under theirs. */
function refusalFields(err: unknown): FieldErrors<Field> {
  if (err instanceof ApiError && err.message === ACCOUNT_MESSAGES.currentPasswordWrong)
    return { currentPassword: err.message };
  return passwordFieldErrors(err);
}

/**
 * Change the password (other devices are signed out, this one stays), or set a first one for an
 * account that signs in by wallet or provider and has an e-mail address to reset it with.
 */
export function PasswordCard({ user }: { user: Account }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const setting = !user.hasPassword;
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: async () => {
      setValues(EMPTY);
      toast.success(
        setting ? 'Password set' : ACCOUNT_MESSAGES.passwordChanged,
        setting
          ? 'You can now sign in with your e-mail address and this password.'
          : 'Your other devices were signed out.',
      );
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (err) => setErrors(refusalFields(err)),
  });

  const title = setting ? 'Set a password' : 'Change password';
  if (setting && !user.email)
    return (
      <Card title={title}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {ACCOUNT_MESSAGES.emailBeforePassword}: a password can only be reset through it.
        </Typography.Paragraph>
      </Card>
    );

  function submit() {
    const input = setting ? { password: values.password, confirmPassword: values.confirmPassword } : values;
    const result = validate<typeof zChangePassword, Field>(zChangePassword, input);
    if (!setting && !values.currentPassword)
      return setErrors({
        ...(result.ok ? {} : result.errors),
        currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired,
      });
    if (!result.ok) return setErrors(result.errors);
    save.mutate(result.data);
  }

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const unplaced = save.isError && Object.keys(refusalFields(save.error)).length === 0;
  return (
    <Card title={title}>
      <Form layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
        {setting ? (
          <Typography.Paragraph type="secondary">
            Sign in with {user.email} and a password as well as your current way in.
          </Typography.Paragraph>
        ) : null}
        {unplaced ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={errorMessage(save.error)}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        {setting ? null : (
          <FormField
            label="Current password"
            htmlFor="settings-current-password"
            error={errors.currentPassword}
          >
            <Input.Password
              id="settings-current-password"
              autoComplete="current-password"
              value={values.currentPassword}
              onChange={(event) => change('currentPassword', event.target.value)}
            />
          </FormField>
        )}
        <PasswordFields
          idPrefix="settings"
          label={setting ? 'Password' : 'New password'}
          values={values}
          errors={errors}
          onChange={change}
        />
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {title}
        </Button>
      </Form>
    </Card>
  );
}
