import type { PointRule } from '@gems/contracts';
import {
  Button,
  Card,
  Col,
  Flex,
  Input,
  InputNumber,
  List,
  Popconfirm,
  Row,
  Statistic,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import {
  useAdjust,
  useAdminRules,
  useAnalytics,
  useDistributions,
  useExecuteDistribution,
  useFlagged,
  usePreview,
  useReview,
  useUpdateRule,
} from './rewards-admin-api';

/**
 * Spec 02 §2 admin Rewards tab: analytics, editable point rules, flagged events (approve/reject),
 * manual adjustment (user id, points and reason all required to submit), distribution preview,
 * execute, and distribution history with status. Mounted by the admin page's Rewards tab.
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

function RuleRow({ rule }: { rule: PointRule }) {
  const update = useUpdateRule();
  const [points, setPoints] = useState<number | null>(rule.points);
  const changed = points !== null && points !== rule.points;
  return (
    <List.Item data-testid={`rule-${rule.actionType}`}>
      <Flex vertical style={{ flex: 1 }}>
        <Typography.Text strong>{rule.actionType}</Typography.Text>
        <Typography.Text type="secondary">{rule.description}</Typography.Text>
      </Flex>
      <Flex gap={8} align="center">
        <InputNumber
          aria-label={`Points for ${rule.actionType}`}
          min={0}
          max={10000}
          precision={0}
          value={points}
          onChange={(v) => setPoints(v)}
          style={{ width: 90 }}
        />
        <Button
          disabled={!changed}
          loading={update.isPending}
          onClick={() => points !== null && update.mutate({ id: rule.id, body: { points } })}
        >
          Save
        </Button>
        <Switch
          aria-label={`${rule.actionType} active`}
          checked={rule.isActive}
          onChange={(isActive) => update.mutate({ id: rule.id, body: { isActive } })}
        />
      </Flex>
    </List.Item>
  );
}

function AdjustCard() {
  const adjust = useAdjust();
  const [userId, setUserId] = useState<number | null>(null);
  const [points, setPoints] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const ready = userId !== null && points !== null && points !== 0 && reason.trim() !== '';
  return (
    <Card title="Manual Point Adjustment">
      <Flex vertical gap={12}>
        <InputNumber
          aria-label="User ID"
          placeholder="User ID"
          min={1}
          precision={0}
          value={userId}
          onChange={setUserId}
          style={{ width: '100%' }}
        />
        <InputNumber
          aria-label="Points"
          placeholder="Points (negative to remove)"
          precision={0}
          value={points}
          onChange={setPoints}
          style={{ width: '100%' }}
        />
        <Input
          aria-label="Reason"
          placeholder="Reason"
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!ready}
          loading={adjust.isPending}
          onClick={() =>
            ready &&
            adjust.mutate(
              { userId, points, reason: reason.trim() },
              {
                onSuccess: () => {
                  setUserId(null);
                  setPoints(null);
                  setReason('');
                },
              },
            )
          }
        >
          Adjust Points
        </Button>
      </Flex>
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
          { title: 'Points', dataIndex: 'points' },
          { title: 'Reason', dataIndex: 'flagReason' },
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
        <Popconfirm
          title="Execute this week's distribution?"
          description="Tokens are paid once per week and weekly points reset."
          okText="Execute"
          onConfirm={() => execute.mutate()}
        >
          <Button type="primary" loading={execute.isPending} style={{ alignSelf: 'flex-start' }}>
            Execute Distribution
          </Button>
        </Popconfirm>
        <Table
          rowKey="id"
          size="small"
          loading={history.isLoading}
          dataSource={history.data ?? []}
          pagination={false}
          locale={{ emptyText: 'No distributions yet.' }}
          columns={[
            {
              title: 'Week',
              render: (_, d) =>
                `${new Date(d.weekStart).toLocaleDateString()} – ${new Date(d.weekEnd).toLocaleDateString()}`,
            },
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
