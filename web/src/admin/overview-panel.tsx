import { Avatar, Card, Col, Empty, List, Row, Tag, Typography } from 'antd';
import { useAdminActions, useAdminUsers, useContentSummary, useUsersSummary } from './admin-api';
import { FeedbackPanel } from './feedback-panel';
import { growth, StatCards } from './stat-cards';

const displayName = (u: { firstName: string | null; lastName: string | null; username: string }) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.username || 'Unknown';

/** Overview: totals, growth, the newest users and gems, and the feedback waiting for an answer. */
export function OverviewPanel() {
  const users = useUsersSummary();
  const content = useContentSummary();
  const recentUsers = useAdminUsers('', 5);
  const u = users.data;
  const c = content.data;
  return (
    <>
      <StatCards
        loading={users.isLoading || content.isLoading}
        cards={[
          { title: 'Total Users', value: u?.totalUsers ?? 0, hint: `+${u?.newThisWeek ?? 0} this week` },
          { title: 'Total Gems', value: c?.totalGems ?? 0, hint: `+${c?.gemsThisWeek ?? 0} this week` },
          { title: 'Active Users', value: c?.curators ?? 0, hint: 'curators with at least one gem' },
          {
            title: 'Growth Rate',
            value: growth(u?.newThisMonth ?? 0, u?.newLastMonth ?? 0),
            hint: 'sign-ups vs last month',
          },
        ]}
      />
      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        <Col xs={24} md={12}>
          <Card title="Recent Users" size="small">
            <List
              loading={recentUsers.isLoading}
              dataSource={recentUsers.data ?? []}
              locale={{ emptyText: <Empty description="No users yet" /> }}
              renderItem={(user) => (
                <List.Item extra={<Tag color="green">New</Tag>}>
                  <List.Item.Meta
                    avatar={<Avatar>{displayName(user).charAt(0).toUpperCase()}</Avatar>}
                    title={displayName(user)}
                    description={user.email ?? '—'}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title="Recent Gems" size="small">
            <List
              loading={content.isLoading}
              dataSource={(c?.recent ?? []).slice(0, 5)}
              locale={{ emptyText: <Empty description="No gems yet" /> }}
              renderItem={(gem) => (
                <List.Item extra={<Tag>{gem.categories[0] ?? 'Uncategorized'}</Tag>}>
                  <List.Item.Meta
                    title={<Typography.Link href={`/gem/${gem.id}`}>{gem.title}</Typography.Link>}
                    description={gem.domain}
                  />
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
      <div style={{ marginTop: 16 }}>
        <AdminActivity />
      </div>
      <div style={{ marginTop: 16 }}>
        <FeedbackPanel />
      </div>
    </>
  );
}

/** The latest admin mutations of every service, newest first. */
function AdminActivity() {
  const actions = useAdminActions(10);
  return (
    <Card title="Recent Admin Actions" size="small">
      <List
        loading={actions.isLoading}
        dataSource={actions.data ?? []}
        locale={{ emptyText: <Empty description="No admin actions yet" /> }}
        renderItem={(action) => (
          <List.Item extra={<Tag>{action.service}</Tag>}>
            <List.Item.Meta
              title={action.actionType.replace(/_/g, ' ')}
              description={`${action.targetEntityType ?? ''} ${action.targetEntityId ?? ''} · admin #${action.adminId} · ${new Date(action.createdAt).toLocaleString()}`}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
