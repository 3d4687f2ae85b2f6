import {
  CommentOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import type { ListedGem } from '@gems/contracts';
import { Button, Flex } from 'antd';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../components/lazy-named';
import { awaitedByAntd } from '../../components/awaited-by-antd';
import { Confirm, Hint } from '../../components/lazy-overlays';
import { LikeButton } from '../../social/like-button';
import { useShareGem } from '../share-gem';
import { useDeleteGem } from '../use-delete-gem';

// The dialogs (forms, selects, uploads) load when first opened, not with every grid of cards.
const AddToCollectionDialog = lazyNamed(
  () => import('../../collections/dialogs/add-to-collection-dialog'),
  'AddToCollectionDialog',
);
const EditGemDialog = lazyNamed(() => import('../dialogs/edit-gem-dialog'), 'EditGemDialog');

type Dialog = 'edit' | 'collect';

export interface GemCardActionsProps {
  gem: ListedGem;
  isOwner: boolean;
  signedIn: boolean;
  commentsOpen: boolean;
  commentsId: string;
  onToggleComments: () => void;
}

/**
 * Like, share, comments toggle with count, add to collection (signed in only: spec 01 §6), and
 * edit and delete for the owner only; delete asks first.
 */
export function GemCardActions(props: GemCardActionsProps) {
  const { gem, isOwner, signedIn, commentsOpen, commentsId, onToggleComments } = props;
  const share = useShareGem();
  const remove = useDeleteGem();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // A dialog stays mounted once opened so it can close with its animation; never-opened ones
  // cost nothing on a grid of many cards.
  const [mounted, setMounted] = useState<ReadonlySet<Dialog>>(new Set());
  const open = (which: Dialog) => {
    setMounted((set) => new Set(set).add(which));
    setDialog(which);
  };
  const close = () => setDialog(null);

  return (
    <Flex gap={2} wrap align="center" role="group" aria-label="Gem actions">
      <LikeButton
        target="gem"
        id={gem.id}
        ownerId={gem.userId}
        likeCount={gem.likeCount}
        liked={gem.likedByViewer}
        preview={gem}
      />
      <Hint title="Share">
        <Button
          type="text"
          icon={<ShareAltOutlined />}
          aria-label="Share"
          onClick={() => void share(gem.id)}
        />
      </Hint>
      <Button
        type="text"
        icon={<CommentOutlined />}
        aria-expanded={commentsOpen}
        aria-controls={commentsOpen ? commentsId : undefined}
        aria-label={`Comments (${gem.commentCount})`}
        onClick={onToggleComments}
      >
        {gem.commentCount}
      </Button>
      {signedIn ? (
        <Hint title="Add to collection">
          <Button
            type="text"
            icon={<FolderAddOutlined />}
            aria-label="Add to collection"
            onClick={() => open('collect')}
          />
        </Hint>
      ) : null}
      {isOwner ? (
        <>
          <Hint title="Edit">
            <Button type="text" icon={<EditOutlined />} aria-label="Edit gem" onClick={() => open('edit')} />
          </Hint>
          <Confirm
            title="Delete this gem?"
            description="This cannot be undone."
            okText="Delete"
            okButtonProps={{ danger: true, loading: remove.isPending }}
            cancelText="Cancel"
            onConfirm={awaitedByAntd(() => remove.mutateAsync(gem.id).catch(() => undefined))}
          >
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label="Delete gem"
              loading={remove.isPending}
            />
          </Confirm>
        </>
      ) : null}
      <Suspense fallback={null}>
        {mounted.has('collect') ? (
          <AddToCollectionDialog gemId={gem.id} open={dialog === 'collect'} onClose={close} />
        ) : null}
        {isOwner && mounted.has('edit') ? (
          <EditGemDialog gem={gem} open={dialog === 'edit'} onClose={close} />
        ) : null}
      </Suspense>
    </Flex>
  );
}
