import { Card, Flex, Result, Tabs, Typography } from 'antd';
import { lazy, Suspense, type ReactNode } from 'react';
import { useAuth } from '../auth/use-auth';
import { LinkButton } from '../components/link-button';
import { PageSpinner } from '../components/page-spinner';
import { SignInRequired } from '../components/sign-in-required';
import { usePageTitle } from '../layout/use-page-title';
import { OverviewPanel } from './overview-panel';
import { UsersPanel } from './users-panel';
import { ContentPanel } from './content-panel';
import { ActivityPanel } from './activity-panel';
import { ErrorsPanel } from './errors-panel';

// The heavier panels load with their tab.
const RewardsPanel = lazy(() => import('./rewards-panel').then((m) => ({ default: m.RewardsPanel })));
const CostsPanel = lazy(() => import('./costs-panel').then((m) => ({ default: m.CostsPanel })));

const TABS: { key: string; label: string; panel: () => ReactNode }[] = [
  { key: 'overview', label: 'Overview', panel: () => <OverviewPanel /> },
  { key: 'users', label: 'Users', panel: () => <UsersPanel /> },
  { key: 'content', label: 'Content', panel: () => <ContentPanel /> },
  { key: 'activity', label: 'Activity', panel: () => <ActivityPanel /> },
  { key: 'rewards', label: 'Rewards', panel: () => <RewardsPanel /> },
  { key: 'costs', label: 'Costs & Usage', panel: () => <CostsPanel /> },
  { key: 'errors', label: 'Errors', panel: () => <ErrorsPanel /> },
];

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
          <LinkButton to="/" look="primary">
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
        destroyOnHidden
        items={TABS.map((tab) => ({
          key: tab.key,
          label: tab.label,
          children: (
            <Card>
              <Suspense fallback={<PageSpinner />}>{tab.panel()}</Suspense>
            </Card>
          ),
        }))}
      />
    </Flex>
  );
}
