import { Card, Flex, Result, Tabs, Typography } from 'antd';
import { useAuth } from '../auth/use-auth';
import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { PageSpinner } from '../components/page-spinner';
import { RemoteEmptyState } from '../components/remote-empty-state';
import { SignInRequired } from '../components/sign-in-required';
import { usePageTitle } from '../layout/use-page-title';

/** Each tab asks the endpoint its panel will read, so it shows the server's real state. */
const TABS = [
  {
    key: 'overview',
    label: 'Overview',
    path: '/api/admin/overview',
    empty: 'Site totals and recent sign-ups will appear here.',
  },
  { key: 'users', label: 'Users', path: '/api/users', empty: 'Users will appear here.' },
  { key: 'content', label: 'Content', path: '/api/gems', empty: 'Recent gems will appear here.' },
  { key: 'activity', label: 'Activity', path: null, empty: 'Activity estimates are not available yet.' },
  {
    key: 'rewards',
    label: 'Rewards',
    path: '/api/admin/rewards/analytics',
    empty: 'Reward rules and distributions will appear here.',
  },
  {
    key: 'costs',
    label: 'Costs & Usage',
    path: '/api/admin/costs/overview',
    empty: 'API and resource usage will appear here.',
  },
  {
    key: 'errors',
    label: 'Errors',
    path: '/api/admin/scraper-errors',
    empty: 'Scraper errors will appear here.',
  },
] as const;

/** Spec 02 §2 admin dashboard (the server enforces admin rights on every /api/admin call). */
export function AdminPage() {
  usePageTitle('Admin Dashboard');
  const { user, isCheckingSession } = useAuth();
  if (isCheckingSession) return <PageSpinner />;
  if (!user) return <SignInRequired title="Please log in to access admin panel" />;
  if (!user.isAdmin)
    return (
      <Result
        status="403"
        title="Access denied. Admin privileges required."
        extra={
          <LinkButton to="/" type="primary">
            Go Home
          </LinkButton>
        }
      />
    );

  return (
    <Flex vertical gap={16}>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Admin Dashboard
        </Typography.Title>
        <Typography.Text type="secondary">Manage users, content, and monitor site activity</Typography.Text>
      </div>
      <Tabs
        items={TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: (
            <Card>
              {tab.path ? (
                <RemoteEmptyState path={tab.path} emptyText={tab.empty} />
              ) : (
                <EmptyState text={tab.empty} />
              )}
            </Card>
          ),
        }))}
      />
    </Flex>
  );
}
