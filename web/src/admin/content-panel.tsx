import { Card, Empty, List, Space, Tag, Typography } from 'antd';
import { useContentSummary, useUsersSummary } from './admin-api';
import { StatCards } from './stat-cards';

/** Content: totals and the ten newest gems with up to two category badges. */
export function ContentPanel() {
  const content = useContentSummary();
  const users = useUsersSummary();
  const c = content.data;
  const totalUsers = users.data?.totalUsers ?? 0;
  return (
    <>
      <StatCards
        loading={content.isLoading}
        cards={[
          { title: 'Total Gems', value: c?.totalGems ?? 0 },
          { title: 'Categories', value: c?.categories ?? 0 },
          { title: 'Avg Gems/User', value: totalUsers ? Math.round((c?.totalGems ?? 0) / totalUsers) : 0 },
          { title: 'Gems This Month', value: c?.gemsThisMonth ?? 0 },
        ]}
      />
      <Card title="Newest gems" size="small" style={{ marginTop: 16 }}>
        <List
          loading={content.isLoading}
          dataSource={c?.recent ?? []}
          locale={{ emptyText: <Empty description="No gems yet" /> }}
          renderItem={(gem) => (
            <List.Item>
              <List.Item.Meta
                title={<Typography.Link href={`/gem/${gem.id}`}>{gem.title}</Typography.Link>}
                description={
                  <Space wrap>
                    <span>{gem.domain}</span>
                    {gem.categories.slice(0, 2).map((category) => (
                      <Tag key={category}>{category}</Tag>
                    ))}
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Card>
    </>
  );
}
