import { ACCOUNT_MESSAGES, type Account } from '@gems/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Flex, Popconfirm, Typography } from 'antd';
import { errorMessage } from '../api/client';
import { CONNECT_SOCIAL_HREF, disconnectSocial } from '../auth/account-api';
import { ME_QUERY_KEY } from '../auth/auth-api';
import { useToast } from '../feedback/use-toast';

/**
 * How the account signs in, and the sign-in provider: connected from here (never by an e-mail
 * match), disconnected while another way in remains.
 */
export function ConnectedSignInCard({ user }: { user: Account }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const disconnect = useMutation({
    mutationFn: disconnectSocial,
    onSuccess: ({ user: updated }) => {
      queryClient.setQueryData(ME_QUERY_KEY, updated);
      toast.success('Sign-in provider disconnected');
    },
    onError: (err) => toast.error('The provider was not disconnected', errorMessage(err)),
  });
  const onlyWayIn = !user.hasPassword && !user.walletAddress;

  return (
    <Card title="Connected sign-in">
      <Flex vertical gap={16}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Password">{user.hasPassword ? 'Set' : 'Not set'}</Descriptions.Item>
          <Descriptions.Item label="Wallet">
            {user.walletAddress ? (
              <Typography.Text code style={{ wordBreak: 'break-all' }}>
                {user.walletAddress}
              </Typography.Text>
            ) : (
              'Not connected'
            )}
          </Descriptions.Item>
          <Descriptions.Item label="Sign-in provider">
            {user.socialConnected ? 'Connected' : 'Not connected'}
          </Descriptions.Item>
        </Descriptions>
        {user.socialConnected ? (
          <Flex vertical gap={8} align="flex-start">
            {onlyWayIn ? (
              <Button danger disabled aria-describedby="disconnect-reason">
                Disconnect provider
              </Button>
            ) : (
              <Popconfirm
                title="Disconnect the sign-in provider?"
                description="You will sign in with your password or wallet instead."
                okText="Disconnect"
                okButtonProps={{ danger: true }}
                onConfirm={() => disconnect.mutate()}
              >
                <Button danger loading={disconnect.isPending}>
                  Disconnect provider
                </Button>
              </Popconfirm>
            )}
            {onlyWayIn ? (
              <Typography.Text type="secondary" id="disconnect-reason">
                {ACCOUNT_MESSAGES.onlySignIn}.
              </Typography.Text>
            ) : null}
          </Flex>
        ) : (
          <Flex vertical gap={8} align="flex-start">
            <Typography.Text type="secondary">
              Connect your Google, X or Apple account to sign in with it. You will be asked to sign in there
              and come back here.
            </Typography.Text>
            <Button href={CONNECT_SOCIAL_HREF}>Connect a sign-in provider</Button>
          </Flex>
        )}
      </Flex>
    </Card>
  );
}
