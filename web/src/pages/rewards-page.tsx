import { Card, Flex, Typography } from 'antd';
import { useAuth } from '../auth/use-auth';
import { PageSpinner } from '../components/page-spinner';
import { RemoteEmptyState } from '../components/remote-empty-state';
import { SignInRequired } from '../components/sign-in-required';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 02 §2 rewards; balances, history and invites ship with the rewards release. */
export function RewardsPage() {
  usePageTitle('Rewards');
  const { user, isCheckingSession } = useAuth();
  if (isCheckingSession) return <PageSpinner />;
  if (!user) return <SignInRequired title="Please log in to view your rewards" />;
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Your Rewards
      </Typography.Title>
      <Card>
        <RemoteEmptyState
          path="/api/rewards/balance"
          emptyText="Rewards are not available yet. Your points, history and invites will appear here."
        />
      </Card>
    </Flex>
  );
}
