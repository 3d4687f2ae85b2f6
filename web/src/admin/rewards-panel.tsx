import type { DistributionPreview } from '@gems/contracts';
import { Button, Card, Col, Flex, List, Popconfirm, Row, Statistic, Table, Tag, Typography } from 'antd';
import { AdjustCard } from './rewards-adjust-card';
import { RuleRow } from './rewards-rule-row';
import {
  useAdminRules,
  useAnalytics,
  useDistributions,
  useExecuteDistribution,
  useFlagged,
  usePreview,
  useReview,
} from './rewards-admin-api';

/**
 * Spec 02 §2 admin Rewards tab: analytics, editable point rules and daily limits, flagged events
 * with why (approve/reject), manual adjustment with a confirmation, the distribution preview (with
 * the flagged points it holds back and the week it will record), execute, and the history with
 * the period each run paid. Mounted by the admin page's Rewards tab.
 */
export function RewardsPanel() {
  return (
    <Flex vertical gap={16}>
      <AnalyticsCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <RulesCard />
        </Col>
        <Col xs={24} lg={12}>
          <AdjustCard />
        </Col>
      </Row>
      <FlaggedCard />
      <DistributionCard />
    </Flex>
  );
}

function AnalyticsCards() {
  const { data, isLoading } = useAnalytics();
  const stats = [
    ['Total Points', data?.totalPoints],
    ['Active Users', data?.activeUsers],
    ['Flagged Events', data?.flaggedEventsCount],
    ['Total Users', data?.totalUsers],
  ] as const;
  return (
    <Row gutter={[16, 16]}>
      {stats.map(([title, value]) => (
        <Col xs={12} md={6} key={title}>
          <Card>
            <Statistic title={title} value={value ?? 0} loading={isLoading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function RulesCard() {
  const rules = useAdminRules();
  return (
    <Card title="Point Rules">
      <List
        loading={rules.isLoading}
        dataSource={rules.data ?? []}
        locale={{ emptyText: 'No point rules.' }}
        renderItem={(rule) => <RuleRow rule={rule} />}
      />
    </Card>
  );
}

function FlaggedCard() {
  const flagged = useFlagged();
  const review = useReview();
  return (
    <Card title="Flagged Events">
      <Table
        rowKey="id"
        size="small"
        loading={flagged.isLoading}
        dataSource={flagged.data ?? []}
        pagination={false}
        locale={{ emptyText: 'No flagged events.' }}
        columns={[
          { title: 'User', render: (_, e) => e.username ?? `User ${e.userId}` },
          { title: 'Action', dataIndex: 'actionType' },
          { title: 'About', render: (_, e) => e.about ?? '—' },
          { title: 'Points held', dataIndex: 'points' },
          { title: 'Why flagged', dataIndex: 'flagReason' },
          { title: 'When', render: (_, e) => new Date(e.createdAt).toLocaleString() },
          {
            title: '',
            render: (_, e) => (
              <Flex gap={8}>
                <Button
                  size="small"
                  type="primary"
                  onClick={() => review.mutate({ id: e.id, decision: 'approve' })}
                >
                  Approve
                </Button>
                <Button size="small" danger onClick={() => review.mutate({ id: e.id, decision: 'reject' })}>
                  Reject
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}

function DistributionCard() {
  const preview = usePreview();
  const history = useDistributions();
  const execute = useExecuteDistribution();
  const p = preview.data;
  return (
    <Card title="Weekly Token Distribution">
      <Flex vertical gap={16}>
        <Row gutter={[16, 16]}>
          <Col xs={12} md={6}>
            <Statistic title="Points to distribute" value={p?.totalPoints ?? 0} loading={preview.isLoading} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Tokens" value={p?.totalTokens ?? 0} loading={preview.isLoading} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic title="Participants" value={p?.participantCount ?? 0} loading={preview.isLoading} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              title="Points per token"
              value={p?.pointsToTokenRatio ?? 100}
              loading={preview.isLoading}
            />
          </Col>
        </Row>
        {p && (
          <Typography.Text type="secondary" data-testid="held-back">
            {p.heldBackPoints > 0
              ? `${p.heldBackPoints} flagged points (${p.heldBackEvents} events) are held back until an admin approves them.`
              : 'No flagged points are held back.'}
          </Typography.Text>
        )}
        <Popconfirm
          title={
            p ? `Execute the distribution for the week ${weekOf(p)}?` : "Execute this week's distribution?"
          }
          description={p ? payDescription(p) : 'Tokens are paid once per week and weekly points reset.'}
          okText="Execute"
          onConfirm={() => execute.mutate()}
        >
          <Button
            type="primary"
            loading={execute.isPending}
            disabled={p?.alreadyDistributed}
            style={{ alignSelf: 'flex-start' }}
          >
            Execute Distribution
          </Button>
        </Popconfirm>
        {p?.alreadyDistributed && (
          <Typography.Text type="secondary">
            The week {weekOf(p)} has been distributed; the next run is after {day(p.weekEnd, 7)}.
          </Typography.Text>
        )}
        <Table
          rowKey="id"
          size="small"
          loading={history.isLoading}
          dataSource={history.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No distributions yet.' }}
          columns={[
            { title: 'Week', render: (_, d) => weekOf(d) },
            {
              title: 'Points earned',
              render: (_, d) =>
                d.periodStart && d.periodEnd
                  ? `${new Date(d.periodStart).toLocaleString()} – ${new Date(d.periodEnd).toLocaleString()}`
                  : '—',
            },
            { title: 'Points', dataIndex: 'totalPointsDistributed' },
            { title: 'Participants', dataIndex: 'participantCount' },
            { title: 'Tokens', dataIndex: 'totalTokensDistributed' },
            {
              title: 'Status',
              dataIndex: 'status',
              render: (status: string) => (
                <Tag color={status === 'completed' ? 'green' : 'orange'}>{status}</Tag>
              ),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

const day = (iso: string, plusDays = 0) =>
  new Date(Date.parse(iso) + plusDays * 24 * 3600_000).toLocaleDateString(undefined, { timeZone: 'UTC' });

/** A settlement week [weekStart, weekEnd) as its first and last day (UTC). */
const weekOf = (w: { weekStart: string; weekEnd: string }) => `${day(w.weekStart)} – ${day(w.weekEnd, -1)}`;

/** What the run will pay: the points earned since the last one, and what it holds back. */
function payDescription(p: DistributionPreview): string {
  const since = p.periodStart ? ` earned since ${new Date(p.periodStart).toLocaleString()}` : '';
  const held = p.heldBackPoints > 0 ? ` ${p.heldBackPoints} flagged points stay held back.` : '';
  return `It pays ${p.totalTokens} tokens to ${p.participantCount} users for the points${since}; weekly points reset.${held}`;
}
