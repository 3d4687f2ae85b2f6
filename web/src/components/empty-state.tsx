import { Empty, Flex } from 'antd';
import type { ReactNode } from 'react';
import { Text } from './typography';

interface EmptyStateProps {
  text: ReactNode;
  /** Why there is nothing, when the server told us (e.g. a 503 "service not running" message). */
  reason?: string | null;
  action?: ReactNode;
}

export function EmptyState({ text, reason, action }: EmptyStateProps) {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <Flex vertical gap={4}>
          <Text>{text}</Text>
          {reason ? (
            <Text type="secondary" data-testid="empty-reason">
              {reason}
            </Text>
          ) : null}
        </Flex>
      }
    >
      {action}
    </Empty>
  );
}
