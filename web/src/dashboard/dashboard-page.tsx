import { DisconnectOutlined, PlusOutlined } from '@ant-design/icons';
import type { Collection } from '@gems/contracts';
import { Button, Col, Flex, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useMyCollectionCards } from '../collections/cards/use-collection-lists';
import { CollectionFormDialog } from '../collections/dialogs/collection-form-dialog';
import { ShareCollectionDialog } from '../collections/dialogs/share-collection-dialog';
import { EmptyState } from '../components/empty-state';
import { RequireAuth } from '../components/require-auth';
import { AddGemsDialog } from './add-gems-dialog';
import { dashboardStats } from './dashboard-stats';
import { MyCollectionCard, type CollectionDialog } from './my-collection-card';
import { StatsCards } from './stats-cards';
import { matchesSearch } from '../explore/explore-params';
import { usePageTitle } from '../layout/use-page-title';
import { BrokenLinksSection } from './broken-links-section';

/** Spec 01 §2 My Collections: sign-in required (visitors go to /login). */
export function DashboardPage() {
  usePageTitle('My Collections');
  return (
    <RequireAuth>
      <MyCollections />
    </RequireAuth>
  );
}

function MyCollections() {
  // ?linkHealth=broken: the owner's gems whose link is broken instead of the collections (issue 29 §4).
  const [params, setParams] = useSearchParams();
  const brokenOnly = params.get('linkHealth') === 'broken';
  const collections = useMyCollectionCards();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<CollectionDialog | 'create' | null>(null);
  // Kept after closing so a dialog can finish its closing animation with its collection.
  const [target, setTarget] = useState<Collection | null>(null);
  const all = collections.data ?? [];
  const shown = all.filter((c) => matchesSearch(c, search));
  const close = () => setDialog(null);
  const openFor = (which: CollectionDialog, collection: Collection) => {
    setTarget(collection);
    setDialog(which);
  };

  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="center" wrap gap={16}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 30 }}>
          My Collections
        </Typography.Title>
        <Flex gap={8} wrap>
          <Button
            icon={<DisconnectOutlined />}
            aria-pressed={brokenOnly}
            type={brokenOnly ? 'primary' : 'default'}
            ghost={brokenOnly}
            onClick={() => setParams(brokenOnly ? {} : { linkHealth: 'broken' })}
          >
            Broken links
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('create')}>
            New Collection
          </Button>
        </Flex>
      </Flex>
      <StatsCards stats={dashboardStats(all)} loading={collections.isPending} />
      {brokenOnly ? (
        <BrokenLinksSection />
      ) : (
        <Input.Search
          placeholder="Search collections"
          aria-label="Search collections"
          allowClear
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 480 }}
        />
      )}
      {brokenOnly ? null : collections.isError ? (
        <EmptyState
          text="Your collections could not be loaded."
          reason={collections.error.message}
          action={<Button onClick={() => void collections.refetch()}>Try again</Button>}
        />
      ) : collections.isPending ? (
        <div role="status" aria-label="Loading collections">
          <Typography.Text type="secondary">Loading your collections…</Typography.Text>
        </div>
      ) : all.length === 0 ? (
        <EmptyState
          text="You have no collections yet. Create one to group your gems."
          action={
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('create')}>
              Create your first collection
            </Button>
          }
        />
      ) : shown.length === 0 ? (
        <EmptyState
          text={`No collections match "${search.trim()}".`}
          action={<Button onClick={() => setSearch('')}>Clear search</Button>}
        />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="My collections">
          {shown.map((collection) => (
            <Col key={collection.id} xs={24} md={12} xl={8} role="listitem">
              <MyCollectionCard collection={collection} onOpen={openFor} />
            </Col>
          ))}
        </Row>
      )}
      <CollectionFormDialog open={dialog === 'create'} onClose={close} />
      {target ? (
        <>
          <CollectionFormDialog
            key={`edit-${target.id}`}
            collection={target}
            open={dialog === 'edit'}
            onClose={close}
          />
          <ShareCollectionDialog collection={target} open={dialog === 'share'} onClose={close} />
          <AddGemsDialog
            key={`add-${target.id}`}
            collection={target}
            open={dialog === 'add'}
            onClose={close}
          />
        </>
      ) : null}
    </Flex>
  );
}
