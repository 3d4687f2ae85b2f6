import {
  DeleteOutlined,
  EditOutlined,
  LockOutlined,
  PlusOutlined,
  ShareAltOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { Collection } from '@gems/contracts';
import { Button, Card, Flex, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { gemCountText } from '../collections/cards/collection-card';
import { awaitedByAntd } from '../components/awaited-by-antd';
import { GemStrip } from './gem-strip';
import { useDeleteCollection } from './use-delete-collection';

export type CollectionDialog = 'share' | 'edit' | 'add';

/** A card on My Collections: 8-gem preview with "+N", and share, edit, delete, add gems. */
export function MyCollectionCard({
  collection,
  onOpen,
}: {
  collection: Collection;
  onOpen: (dialog: CollectionDialog, collection: Collection) => void;
}) {
  const titleId = useId();
  const remove = useDeleteCollection();
  const title = collection.title;
  return (
    <article aria-labelledby={titleId} style={{ height: '100%' }}>
      <Card style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
        <Flex vertical gap={12}>
          <Flex justify="space-between" align="start" gap={8}>
            <Typography.Title
              level={2}
              id={titleId}
              style={{ margin: 0, fontSize: 18, minWidth: 0 }}
              ellipsis
            >
              <Link to={`/collections/${collection.id}`}>{title}</Link>
            </Typography.Title>
            {collection.visibility === 'public' ? null : (
              <Tag icon={collection.visibility === 'private' ? <LockOutlined /> : <TeamOutlined />}>
                {collection.visibility === 'private' ? 'Private' : 'Followers'}
              </Tag>
            )}
          </Flex>
          {collection.description ? (
            <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
              {collection.description}
            </Typography.Paragraph>
          ) : null}
          <Typography.Text type="secondary">{gemCountText(collection.gemCount)}</Typography.Text>
          <GemStrip collectionId={collection.id} gemCount={collection.gemCount} />
          <Flex gap={4} wrap role="group" aria-label={`${title} actions`}>
            <Button icon={<PlusOutlined />} onClick={() => onOpen('add', collection)}>
              Add gems
            </Button>
            <Tooltip title="Share">
              <Button
                icon={<ShareAltOutlined />}
                aria-label={`Share ${title}`}
                onClick={() => onOpen('share', collection)}
              />
            </Tooltip>
            <Tooltip title="Edit">
              <Button
                icon={<EditOutlined />}
                aria-label={`Edit ${title}`}
                onClick={() => onOpen('edit', collection)}
              />
            </Tooltip>
            <Popconfirm
              title="Delete this collection?"
              description="Its gems are kept; only the collection goes."
              okText="Delete"
              okButtonProps={{ danger: true, loading: remove.isPending }}
              cancelText="Cancel"
              onConfirm={awaitedByAntd(() => remove.mutateAsync(collection.id).catch(() => undefined))}
            >
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={`Delete ${title}`}
                loading={remove.isPending}
              />
            </Popconfirm>
          </Flex>
        </Flex>
      </Card>
    </article>
  );
}
