import type { User } from '@gems/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useAuth } from '../auth/use-auth';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { PageSpinner } from '../components/page-spinner';
import { SignInRequired } from '../components/sign-in-required';
import { usePageTitle } from '../layout/use-page-title';
import { NotificationItem } from './notification-item';
import { LoadMore } from '../gems/cards/load-more';
import { useMenuCounts } from '../layout/menu-counts';
import { unreadText } from './notification-text';
import { notificationKeys } from './notifications-api';
import { useNotificationChange, useNotifications } from './use-notifications';

/** Spec 02 §2 notifications: the list, unread count, Mark All Read, Back to Home, empty state. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const { user, isCheckingSession } = useAuth();
  if (isCheckingSession) return <PageSpinner />;
  if (!user) return <SignInRequired title="Please log in to see your notifications." />;
  return <Notifications user={user} />;
}

function Notifications({ user }: { user: User }) {
  const list = useNotifications();
  const change = useNotificationChange();
  // The unread count is the server's (the list may hold only its first pages), shared with the menu.
  const { unread } = useMenuCounts(user !== null);
  const queryClient = useQueryClient();
  const loadedAt = list.dataUpdatedAt;
  // Whenever the list is (re)loaded, the count is asked again so the two agree.
  useEffect(() => {
    if (loadedAt) void queryClient.invalidateQueries({ queryKey: notificationKeys.count });
  }, [loadedAt, queryClient]);

  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex vertical>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Notifications
          </Typography.Title>
          {list.data ? (
            <Typography.Text type="secondary" data-testid="unread-count" aria-live="polite">
              {unreadText(unread)}
            </Typography.Text>
          ) : null}
        </Flex>
        <Flex gap={8}>
          <Button disabled={unread === 0} onClick={() => change.mutate({ kind: 'all-read' })}>
            Mark All Read
          </Button>
          <LinkButton to="/">Back to Home</LinkButton>
        </Flex>
      </Flex>
      <Card>
        {list.isPending ? (
          <Skeleton active avatar paragraph={{ rows: 3 }} />
        ) : list.isError ? (
          <Alert
            type="warning"
            showIcon
            title="Your notifications cannot be shown right now"
            description={list.error.message}
            action={<Button onClick={() => void list.refetch()}>Try again</Button>}
          />
        ) : list.items.length === 0 ? (
          <EmptyState text="No notifications yet" />
        ) : (
          <Flex
            vertical
            gap={4}
            component="ul"
            aria-label="Notifications"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {list.items.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onRead={() => change.mutate({ kind: 'read', id: n.id })}
                onDelete={() => change.mutate({ kind: 'delete', id: n.id })}
              />
            ))}
          </Flex>
        )}
        <LoadMore
          hasMore={list.hasNextPage}
          loading={list.isFetchingNextPage}
          onLoadMore={() => void list.fetchNextPage()}
          label="notifications"
        />
      </Card>
    </Flex>
  );
}
