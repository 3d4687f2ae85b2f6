import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Input, Typography } from 'antd';
import { RemoteEmptyState } from '../components/remote-empty-state';
import { RequireAuth } from '../components/require-auth';
import { useNotAvailableYet } from '../feedback/use-toast';
import { usePageTitle } from '../layout/use-page-title';

/** Spec 01 §2 My Collections: sign-in required; the collections themselves ship later. */
export function DashboardPage() {
  usePageTitle('My Collections');
  return (
    <RequireAuth>
      <MyCollections />
    </RequireAuth>
  );
}

function MyCollections() {
  const notAvailable = useNotAvailableYet();
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          My Collections
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => notAvailable('Creating collections')}>
          New Collection
        </Button>
      </Flex>
      <Input.Search placeholder="Search collections" aria-label="Search collections" disabled />
      <Card>
        <RemoteEmptyState path="/api/collections" emptyText="Your collections will appear here." />
      </Card>
    </Flex>
  );
}
