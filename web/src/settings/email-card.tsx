import { ACCOUNT_MESSAGES, zChangeEmail, type Account } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircleFilled, ExclamationCircleFilled } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { ApiError, errorMessage } from '../api/client';
import { changeEmail } from '../auth/account-api';
import { ME_QUERY_KEY } from '../auth/auth-api';
import { useToast } from '../feedback/use-toast';
import { validate, type FieldErrors } from '../forms/field-errors';
import { FormField } from '../forms/form-field';

type Field = 'email' | 'currentPassword';

const PASSWORD_REFUSALS: string[] = [
  ACCOUNT_MESSAGES.currentPasswordWrong,
  ACCOUNT_MESSAGES.currentPasswordRequired,
];
const ADDRESS_REFUSALS: string[] = [ACCOUNT_MESSAGES.sameEmail, ACCOUNT_MESSAGES.emailInUse];

/** Where a refusal belongs: under the field the server names or the message is about. */
function refusalFields(err: unknown): FieldErrors<Field> {
  if (!(err instanceof ApiError)) return {};
  const { email, currentPassword } = err.fields;
  if (email || currentPassword)
    return { ...(email ? { email } : {}), ...(currentPassword ? { currentPassword } : {}) };
  if (PASSWORD_REFUSALS.includes(err.message)) return { currentPassword: err.message };
  if (ADDRESS_REFUSALS.includes(err.message)) return { email: err.message };
  return {};
}

/**
 * Change (or add) the e-mail address: the change waits for the link sent to the new address, and
 * the old one is told. The pending address is shown until then.
 */
export function EmailCard({ user }: { user: Account }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const { token } = theme.useToken();
  const [values, setValues] = useState({ email: '', currentPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const save = useMutation({
    mutationFn: changeEmail,
    onSuccess: async (answer) => {
      setValues({ email: '', currentPassword: '' });
      toast.success('Check your inbox', answer.message);
      queryClient.setQueryData<Account | null>(ME_QUERY_KEY, (old) =>
        old ? { ...old, pendingEmail: answer.pendingEmail } : old,
      );
      await queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    },
    onError: (err) => setErrors(refusalFields(err)),
  });

  function submit() {
    const input = user.hasPassword ? values : { email: values.email };
    const result = validate<typeof zChangeEmail, Field>(zChangeEmail, input);
    if (!result.ok) return setErrors(result.errors);
    if (user.hasPassword && !values.currentPassword)
      return setErrors({ currentPassword: ACCOUNT_MESSAGES.currentPasswordRequired });
    save.mutate(result.data);
  }

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };
  const unplaced = save.isError && Object.keys(refusalFields(save.error)).length === 0;
  return (
    <Card title={user.email ? 'E-mail address' : 'Add an e-mail address'}>
      <Flex vertical gap={16}>
        {user.email ? (
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{user.email}</Typography.Text>
            {/* Neutral tags with a coloured icon: antd's coloured tag text is too faint to read. */}
            {user.emailVerified ? (
              <Tag icon={<CheckCircleFilled style={{ color: token.colorSuccess }} />}>Verified</Tag>
            ) : (
              <Tag icon={<ExclamationCircleFilled style={{ color: token.colorWarning }} />}>Not verified</Tag>
            )}
          </Flex>
        ) : (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            An address lets you reset a password and sign in with one.
          </Typography.Paragraph>
        )}
        {user.pendingEmail ? (
          <Alert
            type="info"
            showIcon
            title={`Waiting for confirmation of ${user.pendingEmail}`}
            description="Open the link we sent to that address to finish the change. Until then your current address stays."
          />
        ) : null}
        <Form layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
          {unplaced ? (
            <Alert
              type="error"
              showIcon
              role="alert"
              title={errorMessage(save.error)}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <FormField label="New e-mail address" htmlFor="settings-new-email" error={errors.email}>
            <Input
              id="settings-new-email"
              inputMode="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              placeholder="you@example.com"
            />
          </FormField>
          {user.hasPassword ? (
            <FormField
              label="Current password"
              htmlFor="settings-email-password"
              error={errors.currentPassword}
            >
              <Input.Password
                id="settings-email-password"
                autoComplete="current-password"
                value={values.currentPassword}
                onChange={(event) => change('currentPassword', event.target.value)}
              />
            </FormField>
          ) : null}
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Send confirmation link
          </Button>
        </Form>
      </Flex>
    </Card>
  );
}
