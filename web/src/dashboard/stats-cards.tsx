import { Card, Col, Row, Statistic } from 'antd';
import type { DashboardStats } from './dashboard-stats';

/** The three stats cards of My Collections. */
export function StatsCards({ stats, loading }: { stats: DashboardStats; loading: boolean }) {
  const items = [
    { title: 'Total Collections', value: stats.totalCollections, id: 'stat-collections' },
    { title: 'Total Gems', value: stats.totalGems, id: 'stat-gems' },
    { title: 'Avg Gems per Collection', value: stats.averageGems, id: 'stat-average' },
  ];
  return (
    <Row gutter={[16, 16]}>
      {items.map((item) => (
        <Col key={item.id} xs={24} sm={8}>
          <Card size="small" role="group" aria-labelledby={item.id}>
            <Statistic title={<span id={item.id}>{item.title}</span>} value={item.value} loading={loading} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
