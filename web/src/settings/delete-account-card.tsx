import { ACCOUNT_MESSAGES, type Account } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadOutlined, WarningFilled } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Modal, Typography, theme } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { GEMS_EXPORT_JSON_HREF, deleteAccount } from '../auth/account-api';
import { ME_QUERY_KEY } from '../auth/auth-api';
import { useToast } from '../feedback/use-toast';
import { FormField } from '../forms/form-field';

const WHAT_GOES =
  'Your gems, collections, comments, likes, follows, notifications, points, API tokens and pictures are deleted, and you are signed out everywhere. This cannot be undone.';

/** A button-shaped link: an underline-free link inside text is too faint on the dark theme. */
function ExportLink() {
  return (
    <Button href={GEMS_EXPORT_JSON_HREF} download icon={<DownloadOutlined aria-hidden />}>
      Download my gems (JSON)
    </Button>
  );
}

/**
 * The danger zone: the export is offered first, then a dialog asks for the password (or, for an
 * account without one, the username typed again) before the account is deleted.
 */
export function DeleteAccountCard({ user }: { user: Account }) {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const { token } = theme.useToken();
  const remove = useMutation({
    mutationFn: () =>
      deleteAccount(user.hasPassword ? { password: confirmation } : { confirmUsername: confirmation }),
    onSuccess: () => {
      setOpen(false);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== ME_QUERY_KEY[0] });
      queryClient.setQueryData(ME_QUERY_KEY, null);
      navigate('/', { replace: true });
      toast.success('Your account was deleted', 'Thank you for curating with Gems.');
    },
  });
  const ready = user.hasPassword ? confirmation.length > 0 : confirmation.trim() === user.username;
  const close = () => {
    if (remove.isPending) return;
    setOpen(false);
    setConfirmation('');
    remove.reset();
  };

  return (
    <Card
      title={
        // The icon carries the colour: antd's danger text is too faint on the dark theme.
        <Flex gap={8} align="center">
          <WarningFilled style={{ color: token.colorError }} aria-hidden />
          Danger zone
        </Flex>
      }
      style={{ borderColor: token.colorErrorBorder }}
    >
      <Flex vertical gap={12} align="flex-start">
        <Typography.Paragraph style={{ margin: 0 }}>{WHAT_GOES}</Typography.Paragraph>
        <Typography.Text>Keep a copy of your gems first:</Typography.Text>
        <ExportLink />
        <Button danger onClick={() => setOpen(true)}>
          Delete my account
        </Button>
      </Flex>
      <Modal
        open={open}
        title="Delete your account?"
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close} disabled={remove.isPending}>
            Cancel
          </Button>,
          <Button
            key="delete"
            danger
            type="primary"
            disabled={!ready}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete my account
          </Button>,
        ]}
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph style={{ margin: 0 }}>{WHAT_GOES}</Typography.Paragraph>
          <Alert
            type="info"
            showIcon
            title="Your gems are not kept anywhere else"
            description={
              <Flex vertical gap={8} align="flex-start">
                Download them before you go.
                <ExportLink />
              </Flex>
            }
          />
          {remove.isError ? (
            <Alert type="error" showIcon role="alert" title={errorMessage(remove.error)} />
          ) : null}
          <Form layout="vertical" requiredMark={false} onFinish={() => ready && remove.mutate()}>
            {user.hasPassword ? (
              <FormField label="Your password" htmlFor="delete-account-password">
                <Input.Password
                  id="delete-account-password"
                  autoComplete="current-password"
                  autoFocus
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              </FormField>
            ) : (
              <FormField
                label={`Type your username (${user.username}) to confirm`}
                htmlFor="delete-account-username"
              >
                <Input
                  id="delete-account-username"
                  autoComplete="off"
                  autoFocus
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                />
              </FormField>
            )}
          </Form>
          {!user.hasPassword && confirmation && !ready ? (
            <Typography.Text type="secondary">{ACCOUNT_MESSAGES.deleteWrongUsername}</Typography.Text>
          ) : null}
        </Flex>
      </Modal>
    </Card>
  );
}
