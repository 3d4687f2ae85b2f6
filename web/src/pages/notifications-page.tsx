import { Button, Card, Flex, Typography } from 'antd';
import { useAuth } from '../auth/use-auth';
import { LinkButton } from '../components/link-button';
import { PageSpinner } from '../components/page-spinner';
import { RemoteEmptyState } from '../components/remote-empty-state';
import { SignInRequired } from '../components/sign-in-required';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 02 §2 notifications; the list ships with the social release. */
export function NotificationsPage() {
  usePageTitle('Notifications');
  const { user, isCheckingSession } = useAuth();
  if (isCheckingSession) return <PageSpinner />;
  if (!user) return <SignInRequired title="Please log in to see your notifications." />;
  return (
    <Flex vertical gap={24} style={{ maxWidth: 720 }}>
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Notifications
        </Typography.Title>
        <Flex gap={8}>
          <Button disabled>Mark All Read</Button>
          <LinkButton to="/">Back to Home</LinkButton>
        </Flex>
      </Flex>
      <Card>
        <RemoteEmptyState path="/api/notifications" emptyText="No notifications yet" />
      </Card>
    </Flex>
  );
}
