import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  InputNumber,
  Table,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { CostsOverview } from '@gems/contracts';
import { useState } from 'react';
import { useCosts, useSetPrice } from './admin-api';
import { StatCards } from './stat-cards';

const day = (offset = 0) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
const money = (cents: number) =>
  (cents / 100).toLocaleString(undefined, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
const bytes = (n: number) =>
  n >= 1e9
    ? `${(n / 1e9).toFixed(2)} GB`
    : n >= 1e6
      ? `${(n / 1e6).toFixed(1)} MB`
      : n >= 1e3
        ? `${(n / 1e3).toFixed(1)} KB`
        : `${n} B`;

/** Costs & Usage: totals, per service and resource, daily cost and requests, editable prices. */
export function CostsPanel() {
  const [range, setRange] = useState({ from: day(29), to: day() });
  const costs = useCosts(range.from, range.to);
  const data = costs.data;
  return (
    <Flex vertical gap={16}>
      <Flex gap={8} align="center" wrap>
        <label htmlFor="costs-from">From</label>
        <Input
          id="costs-from"
          type="date"
          value={range.from}
          max={range.to}
          onChange={(e) => e.target.value && setRange((r) => ({ ...r, from: e.target.value }))}
          style={{ width: 170 }}
        />
        <label htmlFor="costs-to">to</label>
        <Input
          id="costs-to"
          type="date"
          value={range.to}
          min={range.from}
          onChange={(e) => e.target.value && setRange((r) => ({ ...r, to: e.target.value }))}
          style={{ width: 170 }}
        />
      </Flex>
      {costs.isError && (
        <Typography.Text type="danger">
          Could not load the usage: {String(costs.error.message)}
        </Typography.Text>
      )}
      <StatCards
        loading={costs.isLoading}
        cards={[
          { title: 'Estimated Cost', value: money(data?.totals.estimatedCost ?? 0) },
          { title: 'API Requests', value: data?.totals.apiRequests ?? 0 },
          { title: 'Scraping Operations', value: data?.totals.scrapingOperations ?? 0 },
          { title: 'Image Downloads', value: data?.totals.imageDownloads ?? 0 },
        ]}
      />
      <Card title="Daily cost and requests" size="small">
        {data ? <DailyChart daily={data.daily} /> : <Empty />}
      </Card>
      <UsageTable
        title="API usage by service"
        rowKey="apiService"
        loading={costs.isLoading}
        rows={(data?.services ?? []).filter((s) => s.kind === 'api')}
        columns={[
          { title: 'Service', dataIndex: 'apiService' },
          { title: 'Cost', dataIndex: 'totalCost', align: 'right', render: money },
          { title: 'Requests', dataIndex: 'totalRequests', align: 'right' },
          { title: 'Success', dataIndex: 'totalSuccess', align: 'right' },
          { title: 'Errors', dataIndex: 'totalErrors', align: 'right' },
        ]}
      />
      <UsageTable
        title="Requests by service (gateway)"
        rowKey="apiService"
        loading={costs.isLoading}
        rows={(data?.services ?? []).filter((s) => s.kind === 'gateway')}
        columns={[
          { title: 'Service', dataIndex: 'apiService' },
          { title: 'Cost', dataIndex: 'totalCost', align: 'right', render: money },
          { title: 'Requests', dataIndex: 'totalRequests', align: 'right' },
          { title: 'Success', dataIndex: 'totalSuccess', align: 'right' },
          { title: 'Client errors', dataIndex: 'totalClientErrors', align: 'right' },
          { title: 'Server errors', dataIndex: 'totalServerErrors', align: 'right' },
        ]}
      />
      <UsageTable
        title="Database queries by service"
        rowKey="service"
        loading={costs.isLoading}
        rows={data?.databaseQueries ?? []}
        columns={[
          { title: 'Service', dataIndex: 'service' },
          { title: 'Queries', dataIndex: 'totalCount', align: 'right' },
          { title: 'Cost', dataIndex: 'totalCost', align: 'right', render: money },
        ]}
      />
      <UsageTable
        title="Resource usage"
        rowKey="resourceType"
        loading={costs.isLoading}
        rows={data?.resources ?? []}
        columns={[
          { title: 'Resource', dataIndex: 'resourceType' },
          { title: 'Count', dataIndex: 'totalCount', align: 'right' },
          { title: 'Size', dataIndex: 'totalSize', align: 'right', render: bytes },
        ]}
      />
      {data && <PricesCard prices={data.prices} />}
    </Flex>
  );
}

/** One card of usage figures: a compact table of rows, no paging. */
function UsageTable<Row extends object>(props: {
  title: string;
  rowKey: keyof Row & string;
  loading: boolean;
  rows: Row[];
  columns: TableColumnsType<Row>;
}) {
  return (
    <Card title={props.title} size="small">
      <Table
        rowKey={props.rowKey}
        size="small"
        pagination={false}
        loading={props.loading}
        dataSource={props.rows}
        columns={props.columns}
      />
    </Card>
  );
}

/** Bars of daily cost with the day's requests beside them: plain SVG, no chart library to load. */
function DailyChart({ daily }: { daily: CostsOverview['daily'] }) {
  const width = 720;
  const height = 160;
  const maxCost = Math.max(...daily.map((d) => d.estimatedCost), 0.0001);
  const maxRequests = Math.max(...daily.map((d) => d.requests), 1);
  const slot = width / Math.max(daily.length, 1);
  return (
    <svg
      viewBox={`0 0 ${width} ${height + 20}`}
      role="img"
      aria-label="Daily estimated cost (bars) and requests (dots)"
      style={{ width: '100%', height: 'auto' }}
    >
      {daily.map((d, i) => {
        const h = (d.estimatedCost / maxCost) * height;
        const y = height - (d.requests / maxRequests) * height;
        return (
          <g key={d.date}>
            <title>{`${d.date}: ${money(d.estimatedCost)}, ${d.requests} requests`}</title>
            <rect
              x={i * slot + 1}
              y={height - h}
              width={Math.max(slot - 2, 1)}
              height={h}
              fill="var(--ant-color-primary, #7c3aed)"
              opacity={0.75}
            />
            <circle cx={i * slot + slot / 2} cy={y} r={2.5} fill="var(--ant-color-warning, #d97706)" />
          </g>
        );
      })}
      <text x={0} y={height + 16} fontSize={11} fill="currentColor">
        {daily[0]?.date}
      </text>
      <text x={width} y={height + 16} fontSize={11} fill="currentColor" textAnchor="end">
        {daily.at(-1)?.date}
      </text>
    </svg>
  );
}

function PricesCard({ prices }: { prices: CostsOverview['prices'] }) {
  const save = useSetPrice();
  const [edits, setEdits] = useState<Record<string, number | null>>({});
  return (
    <Card title="Unit prices (cents)" size="small">
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        dataSource={prices}
        columns={[
          { title: 'Price', dataIndex: 'key', render: (key: string) => key.replace(/_/g, ' ') },
          {
            title: 'Cents per unit',
            render: (_, row) => (
              <Flex gap={8}>
                <InputNumber
                  aria-label={`Cents per ${row.key.replace(/_/g, ' ')}`}
                  min={0}
                  step={0.001}
                  value={edits[row.key] ?? row.cents}
                  onChange={(v) => setEdits((e) => ({ ...e, [row.key]: v }))}
                />
                <Button
                  size="small"
                  disabled={edits[row.key] === undefined || edits[row.key] === null}
                  loading={save.isPending && save.variables?.key === row.key}
                  onClick={() => save.mutate({ key: row.key, cents: edits[row.key]! })}
                >
                  Save
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
}
