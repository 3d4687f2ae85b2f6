import { Typography } from 'antd';
import { useContentSummary, useUsersSummary } from './admin-api';
import { StatCards } from './stat-cards';

const share = (total: number, pct: number) => Math.ceil((total * pct) / 100);

/**
 * Activity. What is counted is shown as counted (sign-ups, gems added); who was active is not
 * tracked yet, so those three cards keep the spec's estimates and say so.
 */
export function ActivityPanel() {
  const users = useUsersSummary();
  const content = useContentSummary();
  const totalUsers = users.data?.totalUsers ?? 0;
  return (
    <>
      <StatCards
        loading={users.isLoading || content.isLoading}
        cards={[
          { title: 'Active Today', value: share(totalUsers, 30), hint: 'estimate: 30% of users' },
          { title: 'Active This Week', value: share(totalUsers, 70), hint: 'estimate: 70% of users' },
          { title: 'New This Month', value: users.data?.newThisMonth ?? 0, hint: 'sign-ups, last 30 days' },
          { title: 'Gems Added Today', value: content.data?.gemsToday ?? 0, hint: 'last 24 hours' },
          { title: 'Gems This Week', value: content.data?.gemsThisWeek ?? 0, hint: 'last 7 days' },
          { title: 'Most Active Users', value: share(totalUsers, 10), hint: 'estimate: 10% of users' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        Sign-ups and gems are counted; visits are not tracked yet, so the activity cards are estimates.
      </Typography.Paragraph>
    </>
  );
}
