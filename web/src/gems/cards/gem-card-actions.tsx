import type { ListedGem } from '@gems/contracts';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../components/lazy-named';
import { awaitedByAntd } from '../../components/awaited-by-antd';
import { Confirm, Hint } from '../../components/lazy-overlays';
import { PlainButton } from '../../components/plain-button';
import { PlainIcon } from '../../components/plain-icon';
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
/** The owner's delete, asking first; its own component, so other people's cards hold no delete. */
function DeleteGemButton({ gemId }: { gemId: number }) {
  const remove = useDeleteGem();
  return (
    <Confirm
      title="Delete this gem?"
      description="This cannot be undone."
      okText="Delete"
      okButtonProps={{ danger: true, loading: remove.isPending }}
      cancelText="Cancel"
      onConfirm={awaitedByAntd(() => remove.mutateAsync(gemId).catch(() => undefined))}
    >
      <PlainButton
        danger
        icon={<PlainIcon name="delete" />}
        aria-label="Delete gem"
        loading={remove.isPending}
      />
    </Confirm>
  );
}

export function GemCardActions(props: GemCardActionsProps) {
  const { gem, isOwner, signedIn, commentsOpen, commentsId, onToggleComments } = props;
  const share = useShareGem();
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
    <div className="gem-card-actions" role="group" aria-label="Gem actions">
      <LikeButton
        target="gem"
        id={gem.id}
        ownerId={gem.userId}
        likeCount={gem.likeCount}
        liked={gem.likedByViewer}
        preview={gem}
      />
      <Hint title="Share">
        <PlainButton
          icon={<PlainIcon name="share" />}
          aria-label="Share"
          onClick={() => void share(gem.id)}
        />
      </Hint>
      <PlainButton
        icon={<PlainIcon name="comment" />}
        aria-expanded={commentsOpen}
        aria-controls={commentsOpen ? commentsId : undefined}
        aria-label={`Comments (${gem.commentCount})`}
        onClick={onToggleComments}
      >
        {gem.commentCount}
      </PlainButton>
      {signedIn ? (
        <Hint title="Add to collection">
          <PlainButton
            icon={<PlainIcon name="folderAdd" />}
            aria-label="Add to collection"
            onClick={() => open('collect')}
          />
        </Hint>
      ) : null}
      {isOwner ? (
        <>
          <Hint title="Edit">
            <PlainButton
              icon={<PlainIcon name="edit" />}
              aria-label="Edit gem"
              onClick={() => open('edit')}
            />
          </Hint>
          <DeleteGemButton gemId={gem.id} />
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
    </div>
  );
}
