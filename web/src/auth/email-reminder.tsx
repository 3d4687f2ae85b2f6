import type { Account } from '@gems/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../api/client';
import { LinkButton } from '../components/link-button';
import { useToast } from '../feedback/use-toast';
import { resendVerification } from './account-api';

/** Dismissed once per account and address: the reminder stays quiet until the address changes. */
const dismissedKey = (user: Account) => `gems:verify-reminder:${user.id}:${user.email ?? ''}`;

function wasDismissed(user: Account): boolean {
  try {
    return window.localStorage.getItem(dismissedKey(user)) === '1';
  } catch {
    return false;
  }
}

/** The small "verify your e-mail" banner for a signed-in account whose address is not proven. */
export function EmailReminder({ user }: { user: Account }) {
  const [dismissed, setDismissed] = useState(() => wasDismissed(user));
  const toast = useToast();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => toast.success('Link sent', answer.message),
    onError: (err) => toast.error('The link could not be sent', errorMessage(err)),
  });
  if (dismissed) return null;
  const dismiss = () => {
    try {
      window.localStorage.setItem(dismissedKey(user), '1');
    } catch {
      // Private mode: hidden for this visit only.
    }
    setDismissed(true);
  };
  return (
    <Alert
      type="info"
      banner
      showIcon
      role="status"
      closable={{ 'aria-label': 'Dismiss the e-mail reminder', onClose: dismiss }}
      title={
        // Text and buttons wrap as one line on a wide screen and stack on a phone.
        <Flex wrap gap={8} align="center" justify="space-between">
          <span style={{ overflowWrap: 'anywhere' }}>
            Verify your e-mail address: open the link we sent to {user.email}.
          </span>
          <Flex gap={8}>
            <Button size="small" loading={resend.isPending} onClick={() => resend.mutate()}>
              Resend link
            </Button>
            <LinkButton size="small" type="link" to="/settings">
              Settings
            </LinkButton>
          </Flex>
        </Flex>
      }
    />
  );
}
