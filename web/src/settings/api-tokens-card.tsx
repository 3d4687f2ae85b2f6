import { useState } from 'react';
import type { CreatedApiToken } from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Form, Input, List, Popconfirm, Typography } from 'antd';
import { errorMessage } from '../api/client';
import { call } from '../api/operations';
import { useToast } from '../feedback/use-toast';

const TOKENS_KEY = ['auth', 'tokens'] as const;

/**
 * Personal API tokens for the browser extension and scripts: named, shown once when made, listed
 * without their secret, revoked at once. They never carry admin rights.
 */
export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [name, setName] = useState('');
  const [created, setCreated] = useState<CreatedApiToken | null>(null);
  const tokens = useQuery({
    queryKey: TOKENS_KEY,
    queryFn: () => call('getAuthTokens'),
  });
  const create = useMutation({
    mutationFn: (tokenName: string) => call('postAuthTokens', { body: { name: tokenName } }),
    onSuccess: async (token) => {
      setCreated(token);
      setName('');
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (err) => toast.error('Failed to create the token', errorMessage(err)),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => call('deleteAuthTokensId', { params: { id } }),
    onSuccess: async () => {
      toast.success('Token revoked');
      await queryClient.invalidateQueries({ queryKey: TOKENS_KEY });
    },
    onError: (err) => toast.error('Failed to revoke the token', errorMessage(err)),
  });

  return (
    <Card title="API Tokens">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          A token signs the Gems browser extension or your own scripts in as you (send it as{' '}
          <Typography.Text code>Authorization: Bearer …</Typography.Text>). It cannot use admin pages.
        </Typography.Paragraph>
        <Form layout="inline" onFinish={() => create.mutate(name.trim())}>
          <Form.Item label="Token name" htmlFor="api-token-name" style={{ flex: 1, minWidth: 200 }}>
            <Input
              id="api-token-name"
              value={name}
              maxLength={60}
              placeholder="e.g. Browser extension"
              onChange={(e) => setName(e.target.value)}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={!name.trim()} loading={create.isPending}>
            Create token
          </Button>
        </Form>
        {created && (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setCreated(null)}
            message={`Token “${created.name}” created. Copy it now: it will not be shown again.`}
            description={
              <Typography.Text code copyable={{ text: created.token }} style={{ wordBreak: 'break-all' }}>
                {created.token}
              </Typography.Text>
            }
          />
        )}
        <List
          loading={tokens.isLoading}
          dataSource={tokens.data ?? []}
          locale={{
            emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No API tokens yet" />,
          }}
          renderItem={(token) => (
            <List.Item
              actions={[
                <Popconfirm
                  key="revoke"
                  title="Revoke this token?"
                  description="Anything using it stops working at once."
                  okText="Revoke"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => revoke.mutate(token.id)}
                >
                  <Button danger size="small" loading={revoke.isPending && revoke.variables === token.id}>
                    Revoke
                  </Button>
                </Popconfirm>,
              ]}
            >
              <List.Item.Meta
                title={token.name}
                description={`Created ${new Date(token.createdAt).toLocaleDateString()} · expires ${new Date(token.expiresAt).toLocaleDateString()}`}
              />
            </List.Item>
          )}
        />
      </Flex>
    </Card>
  );
}
