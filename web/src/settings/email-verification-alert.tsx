import type { Account } from '@gems/contracts';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Flex } from 'antd';
import { errorMessage } from '../api/client';
import { resendVerification } from '../auth/account-api';
import { useToast } from '../feedback/use-toast';

/** The "verify your e-mail" reminder Settings always shows while the address is unproven. */
export function EmailVerificationAlert({ user }: { user: Account }) {
  const toast = useToast();
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (answer) => toast.success('Link sent', answer.message),
    onError: (err) => toast.error('The link could not be sent', errorMessage(err)),
  });
  if (!user.email || user.emailVerified !== false) return null;
  return (
    <Alert
      type="warning"
      showIcon
      title="Verify your e-mail address"
      description={
        // The button under the words, so a phone keeps the text readable.
        <Flex vertical gap={8} align="flex-start">
          <span style={{ overflowWrap: 'anywhere' }}>
            Open the link we sent to {user.email} to confirm that the address is yours.
          </span>
          <Button size="small" onClick={() => resend.mutate()} loading={resend.isPending}>
            Resend link
          </Button>
        </Flex>
      }
    />
  );
}
