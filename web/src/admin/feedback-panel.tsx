import { Button, Card, Empty, Flex, List, Switch, Tag, Typography } from 'antd';
import type { Feedback } from '@gems/contracts';
import { useState } from 'react';
import { useFeedbackList, useResolveFeedback } from './admin-api';
import { ResolveDialog } from './resolve-dialog';

/** Feedback people sent, open first; an admin resolves it with notes. */
export function FeedbackPanel() {
  const [includeResolved, setIncludeResolved] = useState(false);
  const [resolving, setResolving] = useState<Feedback | null>(null);
  const feedback = useFeedbackList(includeResolved);
  const resolve = useResolveFeedback();
  return (
    <Card
      title="Feedback"
      size="small"
      extra={
        <Flex align="center" gap={8}>
          <Switch
            id="feedback-resolved"
            size="small"
            checked={includeResolved}
            onChange={setIncludeResolved}
          />
          <label htmlFor="feedback-resolved">Include resolved</label>
        </Flex>
      }
    >
      <List
        loading={feedback.isLoading}
        dataSource={feedback.data ?? []}
        locale={{ emptyText: <Empty description="No feedback waiting" /> }}
        renderItem={(item) => (
          <List.Item
            actions={
              item.status === 'open'
                ? [
                    <Button key="resolve" size="small" onClick={() => setResolving(item)}>
                      Resolve
                    </Button>,
                  ]
                : [
                    <Tag key="done" color="green">
                      Resolved
                    </Tag>,
                  ]
            }
          >
            <List.Item.Meta
              title={
                <Flex gap={8} wrap>
                  <span>{item.title}</span>
                  <Tag>{item.type}</Tag>
                  {item.category && <Tag color="blue">{item.category}</Tag>}
                </Flex>
              }
              description={
                <>
                  <Typography.Paragraph style={{ margin: 0 }}>{item.description}</Typography.Paragraph>
                  <Typography.Text type="secondary">
                    {new Date(item.createdAt).toLocaleString()}
                    {item.email ? ` · ${item.email}` : ''}
                    {item.adminNotes ? ` · Notes: ${item.adminNotes}` : ''}
                  </Typography.Text>
                </>
              }
            />
          </List.Item>
        )}
      />
      <ResolveDialog
        open={resolving !== null}
        title={`Resolve “${resolving?.title ?? ''}”`}
        pending={resolve.isPending}
        onCancel={() => setResolving(null)}
        onResolve={(notes) =>
          resolve.mutate({ id: resolving!.id, notes }, { onSuccess: () => setResolving(null) })
        }
      />
    </Card>
  );
}
