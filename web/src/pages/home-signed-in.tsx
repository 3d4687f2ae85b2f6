import { PlusOutlined } from '@ant-design/icons';
import type { User } from '@gems/contracts';
import { Button, Card, Flex, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { RemoteEmptyState } from '../components/remote-empty-state';
import { useAddGem } from '../gems/add-gem-context';
import { clearPendingGemUrl, readPendingGemUrl } from '../pwa/pending-gem-url';

type FeedMode = 'all' | 'mine';

export function HomeSignedIn({ user }: { user: User }) {
  const { openAddGem } = useAddGem();
  const [mode, setMode] = useState<FeedMode>('all');
  const createGem = () => openAddGem();

  // Spec 01 §2: a link shared into the app opens Add a New Gem prefilled, once.
  useEffect(() => {
    const pendingUrl = readPendingGemUrl();
    if (!pendingUrl) return;
    clearPendingGemUrl();
    openAddGem(pendingUrl);
  }, [openAddGem]);

  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <div>
          <Typography.Title level={2} style={{ margin: 0 }}>
            Welcome back, {user.username}!
          </Typography.Title>
          <Typography.Text type="secondary">Discover, save and share your favorite things.</Typography.Text>
        </div>
        <Button type="primary" size="large" icon={<PlusOutlined />} onClick={createGem}>
          Create Gem
        </Button>
      </Flex>

      <Card
        title="Your Feed"
        extra={
          <Segmented<FeedMode>
            value={mode}
            onChange={setMode}
            options={[
              { label: 'All Gems', value: 'all' },
              { label: 'My Gems', value: 'mine' },
            ]}
          />
        }
      >
        {mode === 'all' ? (
          <Flex vertical gap={24}>
            <RemoteEmptyState path="/api/gems" emptyText="Gems from curators will appear here." />
            <div>
              <Typography.Title level={4}>Who to follow</Typography.Title>
              <RemoteEmptyState
                path="/api/users/top-creators?limit=4"
                emptyText="Curators to follow will appear here."
              />
            </div>
          </Flex>
        ) : (
          <RemoteEmptyState
            path={`/api/users/${user.id}/gems`}
            emptyText="You haven't saved any gems yet. Create your first gem!"
            action={
              <Button type="primary" icon={<PlusOutlined />} onClick={createGem}>
                Create your first gem
              </Button>
            }
          />
        )}
      </Card>
    </Flex>
  );
}
