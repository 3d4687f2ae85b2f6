import { DeleteOutlined, EditOutlined, PlusOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { Collection } from '@gems/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';
import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../api/client';
import { useAuth } from '../auth/use-auth';
import { EmptyState } from '../components/empty-state';
import { lazyNamed, useOpenedOnce } from '../components/lazy-named';
import { Confirm } from '../components/lazy-overlays';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { PlainTag } from '../components/plain-tag';
import { Paragraph, Text, Title } from '../components/typography';
import {
  collectionKeys,
  deleteCollection,
  fetchCollectionGems,
  removeGemFromCollection,
} from '../collections/dialogs/collections-api';
import { useToast } from '../feedback/use-toast';
import { CreatorLink } from '../gems/cards/creator-link';
import { GemCard } from '../gems/cards/gem-card';
import { GemGrid } from '../gems/cards/gem-grid';
import { LikeButton } from '../social/like-button';
import { gemCountText } from './collection-rules';

// The owner's dialogs (forms and their rules, with the contracts' schemas) and the share dialog
// (antd's Modal, mounted closed on every collection page before) load when first opened: a
// visitor's collection page is adopted without them (issue 31).
const AddGemsDialog = lazyNamed(() => import('../dashboard/add-gems-dialog'), 'AddGemsDialog');
const ShareCollectionDialog = lazyNamed(
  () => import('../collections/dialogs/share-collection-dialog'),
  'ShareCollectionDialog',
);
const CollectionFormDialog = lazyNamed(
  () => import('../collections/dialogs/collection-form-dialog'),
  'CollectionFormDialog',
);

const ROOTS = ['collections', 'collection', 'gem', 'gems', 'users'] as const;

/** Spec 01 §2 collection page: header, creator, gem count, gems; the owner manages it. */
export function CollectionView({ collection }: { collection: Collection }) {
  const { user } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sharing, setSharing] = useState(false);
  const sharingOpened = useOpenedOnce(sharing);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const addingOpened = useOpenedOnce(adding);
  const editingOpened = useOpenedOnce(editing);
  const isOwner = user?.id === collection.userId;
  const gems = useQuery({
    queryKey: collectionKeys.gems(collection.id),
    queryFn: () => fetchCollectionGems(collection.id),
  });
  const refresh = () => Promise.all(ROOTS.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));

  const remove = useMutation({
    mutationFn: () => deleteCollection(collection.id),
    onSuccess: async () => {
      toast.success('Collection deleted');
      queryClient.removeQueries({ queryKey: collectionKeys.detail(collection.id) });
      navigate('/dashboard');
      await refresh();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to delete collection')),
  });

  const takeOut = useMutation({
    mutationFn: (gemId: number) => removeGemFromCollection(collection.id, gemId),
    onSuccess: () => {
      toast.success('Removed from collection');
      return refresh();
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update collections')),
  });

  const list = gems.data ?? [];
  return (
    <PlainFlex vertical gap={24}>
      <PlainFlex vertical gap={8} component="header">
        <Title level={1} style={{ margin: 0, fontSize: 32 }}>
          {collection.title}
        </Title>
        {collection.description ? (
          <Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>{collection.description}</Paragraph>
        ) : null}
        <PlainFlex gap={12} align="center" wrap>
          <CreatorLink creator={collection.creator} />
          <Text type="secondary" data-testid="collection-gem-count">
            {gemCountText(collection.gemCount)}
          </Text>
          {collection.visibility !== 'public' ? (
            <PlainTag>{collection.visibility === 'private' ? 'Private' : 'Followers only'}</PlainTag>
          ) : null}
        </PlainFlex>
        <PlainFlex gap={8} wrap align="center" role="group" aria-label="Collection actions">
          <LikeButton
            target="collection"
            id={collection.id}
            ownerId={collection.userId}
            likeCount={collection.likeCount}
            liked={collection.likedByViewer}
          />
          <PlainButton look="default" icon={<ShareAltOutlined />} onClick={() => setSharing(true)}>
            Share
          </PlainButton>
          {isOwner ? (
            <>
              <PlainButton look="default" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                Add Gems
              </PlainButton>
              <PlainButton look="default" icon={<EditOutlined />} onClick={() => setEditing(true)}>
                Edit
              </PlainButton>
              <Confirm
                title="Delete this collection?"
                description="Its gems are kept; only the collection goes."
                okText="Delete"
                okButtonProps={{ danger: true, loading: remove.isPending }}
                onConfirm={() => remove.mutate()}
              >
                <PlainButton look="default" danger icon={<DeleteOutlined />}>
                  Delete
                </PlainButton>
              </Confirm>
            </>
          ) : null}
        </PlainFlex>
      </PlainFlex>

      {gems.isError ? (
        <Alert type="error" showIcon title="The gems could not be loaded" description={gems.error.message} />
      ) : isOwner && list.length > 0 ? (
        // The gem grid's columns (card-grid.css), each card with its Remove button under it.
        <div className="card-grid" role="list" aria-label="Gems in this collection">
          {list.map((gem) => (
            <div key={gem.id} role="listitem">
              <PlainFlex vertical gap={8} style={{ height: '100%' }}>
                <div style={{ flex: 1 }}>
                  <GemCard gem={gem} headingLevel={2} priority={gem === list[0]} />
                </div>
                <PlainButton
                  look="default"
                  block
                  onClick={() => takeOut.mutate(gem.id)}
                  loading={takeOut.isPending && takeOut.variables === gem.id}
                  aria-label={`Remove ${gem.title || 'Untitled'} from this collection`}
                >
                  Remove from collection
                </PlainButton>
              </PlainFlex>
            </div>
          ))}
        </div>
      ) : (
        <GemGrid
          gems={list}
          loading={gems.isPending}
          label="Gems in this collection"
          headingLevel={2}
          priority
          empty={
            <EmptyState
              text="This collection has no gems yet."
              action={
                isOwner ? (
                  <PlainButton look="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
                    Add Gems
                  </PlainButton>
                ) : null
              }
            />
          }
        />
      )}

      {sharingOpened ? (
        <Suspense fallback={null}>
          <ShareCollectionDialog collection={collection} open={sharing} onClose={() => setSharing(false)} />
        </Suspense>
      ) : null}
      {isOwner ? (
        <>
          {editingOpened ? (
            <Suspense fallback={null}>
              <CollectionFormDialog
                collection={collection}
                open={editing}
                onClose={() => setEditing(false)}
              />
            </Suspense>
          ) : null}
          {addingOpened ? (
            <Suspense fallback={null}>
              <AddGemsDialog collection={collection} open={adding} onClose={() => setAdding(false)} />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </PlainFlex>
  );
}
