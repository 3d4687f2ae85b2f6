import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { User } from '@gems/contracts';
import { Button, Flex } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { addGemIntent, useAddGem } from '../gems/add-gem-context';
import { FeedPanel } from './feed-panel';
import { lazyNamed, useOpenedOnce } from '../components/lazy-named';
import { clearPendingGemUrl, readPendingGemUrl } from '../pwa/pending-gem-url';
import { Title, Text } from '../components/typography';

const BatchImportDialog = lazyNamed(() => import('../imports/batch-import-dialog'), 'BatchImportDialog');

/** Spec 01 §2 home for a signed-in user: welcome, Create Gem, and "Your Feed". */
export function HomeSignedIn({ user }: { user: User }) {
  const { openAddGem } = useAddGem();
  const createGem = () => openAddGem();
  const [importOpen, setImportOpen] = useState(false);
  const importMounted = useOpenedOnce(importOpen);

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
          <Title level={1} style={{ margin: 0, fontSize: 30 }}>
            Welcome back, {user.username}!
          </Title>
          <Text type="secondary">Discover, save and share your favorite things.</Text>
        </div>
        <Flex gap={8} wrap>
          <Button size="large" icon={<ImportOutlined />} onClick={() => setImportOpen(true)}>
            Batch Import
          </Button>
          <Button type="primary" size="large" icon={<PlusOutlined />} onClick={createGem} {...addGemIntent}>
            Create Gem
          </Button>
        </Flex>
      </Flex>
      <FeedPanel onCreateGem={createGem} />
      {importMounted ? (
        <Suspense fallback={null}>
          <BatchImportDialog open={importOpen} onClose={() => setImportOpen(false)} />
        </Suspense>
      ) : null}
    </Flex>
  );
}
