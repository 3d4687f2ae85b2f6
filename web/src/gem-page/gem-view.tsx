import {
  CommentOutlined,
  DeleteOutlined,
  EditOutlined,
  FolderAddOutlined,
  ShareAltOutlined,
} from '@ant-design/icons';
import type { GemDetail } from '@gems/contracts';
import { Suspense, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../auth/use-auth';
import { lazyNamed, useOpenedOnce } from '../components/lazy-named';
import { awaitedByAntd } from '../components/awaited-by-antd';
import { Confirm } from '../components/lazy-overlays';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { PlainTag } from '../components/plain-tag';
import { CreatorLink } from '../gems/cards/creator-link';
import { useShareGem } from '../gems/share-gem';
import { useDeleteGem } from '../gems/use-delete-gem';
import { LikeButton } from '../social/like-button';
import { ExpandableText } from './expandable-text';
import { GemHero } from './gem-hero';
import { externalUrl, savedByText } from './gem-page-rules';
import { MoreLikeThis } from './more-like-this';
import { SourceActions } from './source-actions';
import { SourceByline } from './source-byline';
import { LinkHealthSlot } from '../gems/link-health/link-health-slot';
import { CheckLinkButton } from '../gems/link-health/check-link-button';
import { Title, Text, Paragraph } from '../components/typography';

// Dialogs load when first opened; the comments (below the gem) after the page has shown.
const AddToCollectionDialog = lazyNamed(
  () => import('../collections/dialogs/add-to-collection-dialog'),
  'AddToCollectionDialog',
);
const EditGemDialog = lazyNamed(() => import('../gems/dialogs/edit-gem-dialog'), 'EditGemDialog');
const CommentsPanel = lazyNamed(() => import('../social/comments-panel'), 'CommentsPanel');

/** Spec 01 §2 gem page: everything but the loading and not-found states. */
export function GemView({ gem }: { gem: GemDetail }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const share = useShareGem();
  const remove = useDeleteGem();
  const [sharing, setSharing] = useState(false);
  const [editing, setEditing] = useState(false);
  const [collecting, setCollecting] = useState(false);
  const editMounted = useOpenedOnce(editing);
  const collectMounted = useOpenedOnce(collecting);
  const [commentsOpen, setCommentsOpen] = useState(true);
  const commentsId = useId();
  const isOwner = user?.id === gem.userId;
  const source = externalUrl(gem.url);
  const savedBy = savedByText(gem.savedByCount);
  const firstCategory = gem.categories[0];

  return (
    <PlainFlex vertical gap={24} style={{ maxWidth: 960, margin: '0 auto', width: '100%' }}>
      <article aria-labelledby="gem-title">
        <PlainFlex vertical gap={16}>
          <GemHero gem={gem} />
          <PlainFlex vertical gap={8}>
            <Title level={1} id="gem-title" style={{ margin: 0, fontSize: 32 }}>
              {gem.title || 'Untitled'}
            </Title>
            <PlainFlex gap={12} align="center" wrap>
              <CreatorLink creator={gem.creator} />
              {gem.domain ? <Text type="secondary">{gem.domain}</Text> : null}
              {gem.visibility !== 'public' ? (
                <PlainTag>{gem.visibility === 'private' ? 'Private' : 'Followers only'}</PlainTag>
              ) : null}
              {savedBy ? <Text type="secondary">{savedBy}</Text> : null}
            </PlainFlex>
            <LinkHealthSlot gem={gem} isOwner={isOwner} />
          </PlainFlex>
          {source ? (
            <PlainFlex gap={16} align="center" wrap>
              <SourceActions gem={gem} source={source} />
              <SourceByline gem={gem} />
            </PlainFlex>
          ) : (
            <SourceByline gem={gem} />
          )}
          {gem.description ? <ExpandableText text={gem.description} /> : null}
          {gem.userNote ? (
            <section aria-label="Curator's note">
              <Text strong>Note</Text>
              <Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>{gem.userNote}</Paragraph>
            </section>
          ) : null}
          {gem.categories.length ? (
            <PlainFlex gap={4} wrap role="list" aria-label="Categories">
              {gem.categories.map((c) => (
                <PlainTag key={c} blue role="listitem">
                  {c}
                </PlainTag>
              ))}
            </PlainFlex>
          ) : null}
          {gem.tags.length ? (
            <PlainFlex gap={4} wrap role="list" aria-label="Tags">
              {gem.tags.map((t) => (
                <PlainTag key={t} role="listitem">
                  #{t}
                </PlainTag>
              ))}
            </PlainFlex>
          ) : null}
          <PlainFlex gap={8} wrap align="center" role="group" aria-label="This gem’s actions">
            <LikeButton
              target="gem"
              id={gem.id}
              ownerId={gem.userId}
              likeCount={gem.likeCount}
              liked={gem.likedByViewer}
              preview={gem}
            />
            <PlainButton
              look="default"
              icon={<ShareAltOutlined />}
              loading={sharing}
              onClick={() => {
                setSharing(true);
                void share(gem.id).finally(() => setSharing(false));
              }}
            >
              Share
            </PlainButton>
            <PlainButton
              look="default"
              icon={<CommentOutlined />}
              aria-expanded={commentsOpen}
              aria-controls={commentsId}
              onClick={() => setCommentsOpen((v) => !v)}
            >
              Comments ({gem.commentCount})
            </PlainButton>
            {isOwner ? (
              <>
                <PlainButton look="default" icon={<FolderAddOutlined />} onClick={() => setCollecting(true)}>
                  Add to Collection
                </PlainButton>
                <PlainButton look="default" icon={<EditOutlined />} onClick={() => setEditing(true)}>
                  Edit
                </PlainButton>
                {source ? <CheckLinkButton gemId={gem.id} /> : null}
                <Confirm
                  title="Delete this gem?"
                  description="It is removed from your collections too. This cannot be undone."
                  okText="Delete"
                  okButtonProps={{ danger: true, loading: remove.isPending }}
                  onConfirm={awaitedByAntd(() =>
                    // A refusal is already toasted by the hook; the gem stays on screen.
                    remove.mutateAsync(gem.id).then(
                      () => navigate('/'),
                      () => undefined,
                    ),
                  )}
                >
                  <PlainButton look="default" danger icon={<DeleteOutlined />}>
                    Delete
                  </PlainButton>
                </Confirm>
              </>
            ) : null}
          </PlainFlex>
          <div id={commentsId} hidden={!commentsOpen}>
            {/* Not while the gem is being deleted: a panel still loading would ask for its comments
                after they are gone (a 404 for the user's own action). */}
            {commentsOpen && !remove.isPending && !remove.isSuccess ? (
              <Suspense fallback={null}>
                <CommentsPanel gemId={gem.id} headingLevel={2} />
              </Suspense>
            ) : null}
          </div>
        </PlainFlex>
      </article>
      {firstCategory ? <MoreLikeThis gemId={gem.id} category={firstCategory} /> : null}
      {isOwner ? (
        <Suspense fallback={null}>
          {editMounted ? <EditGemDialog gem={gem} open={editing} onClose={() => setEditing(false)} /> : null}
          {collectMounted ? (
            <AddToCollectionDialog gemId={gem.id} open={collecting} onClose={() => setCollecting(false)} />
          ) : null}
        </Suspense>
      ) : null}
    </PlainFlex>
  );
}
