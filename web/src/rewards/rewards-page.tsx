import { Card, Col, Flex, Row, Statistic, Tabs, Typography } from 'antd';
import { useAuth } from '../auth/use-auth';
import { PageSpinner } from '../components/page-spinner';
import { SignInRequired } from '../components/sign-in-required';
import { usePageTitle } from '../layout/use-page-title';
import { HistoryTab } from './history-tab';
import { HowToEarnTab } from './how-to-earn-tab';
import { InvitesTab } from './invites-tab';
import { LeaderboardTab } from './leaderboard-tab';
import { useBalance } from './rewards-api';

/** Spec 02 §2 rewards: three cards, then History / Leaderboard / Invite Friends / How to Earn. */
export function RewardsPage() {
  usePageTitle('Rewards');
  const { user, isCheckingSession } = useAuth();
  const balance = useBalance(Boolean(user));
  if (isCheckingSession) return <PageSpinner />;
  if (!user) return <SignInRequired title="Please log in to view your rewards" />;
  const b = balance.data;
  const cards = [
    { title: 'Current Points', value: b?.currentPoints, hint: 'Available for next distribution' },
    { title: 'This Week', value: b?.weeklyPoints, hint: 'Points earned this week' },
    { title: 'Lifetime Total', value: b?.lifetimePoints, hint: 'All-time points earned' },
  ];
  return (
    <Flex vertical gap={24}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Your Rewards
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col xs={24} md={8} key={card.title}>
            <Card data-testid={`balance-${card.title.toLowerCase().replace(/ /g, '-')}`}>
              <Statistic title={card.title} value={card.value ?? 0} loading={balance.isLoading} />
              <Typography.Text type="secondary">{card.hint}</Typography.Text>
            </Card>
          </Col>
        ))}
      </Row>
      {b && b.totalEarned > 0 ? (
        <Typography.Text data-testid="token-balance">
          Tokens: <strong>{b.gemTokenBalance}</strong> GEM ({b.totalEarned} earned in all)
        </Typography.Text>
      ) : null}
      <Card>
        <Tabs
          items={[
            { key: 'history', label: 'History', children: <HistoryTab /> },
            {
              key: 'leaderboard',
              label: 'Leaderboard',
              children: <LeaderboardTab currentUserId={user.id} />,
            },
            { key: 'invites', label: 'Invite Friends', children: <InvitesTab /> },
            { key: 'earn', label: 'How to Earn', children: <HowToEarnTab /> },
          ]}
        />
      </Card>
    </Flex>
  );
}
