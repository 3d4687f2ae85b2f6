import { pluralize } from '../../components/pluralize';
import type { Collection } from '@gems/contracts';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { CreatorLink } from '../../gems/cards/creator-link';
import { LikeButton } from '../../social/like-button';
import { CollectionPreviews } from './collection-previews';
import { useCopyCollectionLink } from './share-collection-link';
import { Panel } from '../../components/panel';
import { PlainButton } from '../../components/plain-button';
import { PlainFlex } from '../../components/plain-flex';
import { PlainIcon } from '../../components/plain-icon';
import { Title, Text, Paragraph } from '../../components/typography';

export const gemCountText = (n: number) => pluralize(n, 'gem');

/** Spec 01 "Collection card": previews, title, description, creator, counts, like and share. */
export function CollectionCard({
  collection,
  headingLevel = 3,
}: {
  collection: Collection;
  /** The title's heading level: one below the heading of the section the card is in. */
  headingLevel?: 2 | 3 | 4;
}) {
  const titleId = useId();
  const share = useCopyCollectionLink();
  return (
    <article aria-labelledby={titleId} style={{ height: '100%' }}>
      <Panel
        cover={<CollectionPreviews images={collection.previewImages} gemCount={collection.gemCount} />}
        styles={{ body: { padding: 16 } }}
        style={{ height: '100%', overflow: 'hidden' }}
      >
        <PlainFlex vertical gap={8}>
          <Title level={headingLevel} style={{ margin: 0, fontSize: 16, lineHeight: 1.5 }} id={titleId}>
            <Link to={`/collections/${collection.id}`}>{collection.title}</Link>
          </Title>
          {collection.description ? (
            <Paragraph type="secondary" rows={2} style={{ margin: 0 }}>
              {collection.description}
            </Paragraph>
          ) : null}
          <CreatorLink creator={collection.creator} />
          <PlainFlex justify="space-between" align="center" wrap gap={4}>
            <Text type="secondary">{gemCountText(collection.gemCount)}</Text>
            <PlainFlex gap={4} align="center" role="group" aria-label="Collection actions">
              <LikeButton
                target="collection"
                id={collection.id}
                ownerId={collection.userId}
                likeCount={collection.likeCount}
                liked={collection.likedByViewer}
              />
              <PlainButton
                icon={<PlainIcon name="share" />}
                aria-label={`Share ${collection.title}`}
                onClick={() => void share(collection.id)}
              />
            </PlainFlex>
          </PlainFlex>
        </PlainFlex>
      </Panel>
    </article>
  );
}
