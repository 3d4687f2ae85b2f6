import type { ListedGem } from '@gems/contracts';
import { Flex } from 'antd';
import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../../auth/use-auth';
import { lazyNamed } from '../../components/lazy-named';
import { cardText } from './card-rules';
import { CreatorLink } from './creator-link';
import { GemCardActions } from './gem-card-actions';
import { GemCardText } from './gem-card-text';
import { CategoryChips, TagChips } from './gem-card-labels';
import { GemCarousel } from './gem-carousel';
import { MatchSnippetText } from './match-snippet';
import { SiteBadge } from './site-badge';
import { LinkHealthSlot } from '../link-health/link-health-slot';
import { Panel } from '../../components/panel';
import { Title } from '../../components/typography';

// Loaded when a reader opens a card's comments.
const CommentsPanel = lazyNamed(() => import('../../social/comments-panel'), 'CommentsPanel');

export interface GemCardProps {
  gem: ListedGem;
  /** The title's heading level: one below the heading of the section the card is in. */
  headingLevel?: 2 | 3 | 4;
  /** The first card of a page: its picture is likely the largest paint, so it loads at once. */
  priority?: boolean;
}

/** Spec 01 "Gem card": everything a card shows comes from the one list answer (ListedGem). */
export function GemCard({ gem, headingLevel = 3, priority = false }: GemCardProps) {
  const { user } = useAuth();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const titleId = useId();
  const commentsId = useId();

  return (
    <article aria-labelledby={titleId} style={{ height: '100%' }}>
      <Panel
        cover={<GemCarousel gem={gem} signedIn={user !== null} priority={priority} />}
        styles={{ body: { padding: 16 } }}
        style={{ height: '100%', overflow: 'hidden' }}
      >
        <Flex vertical gap={8}>
          {/* An h5's size whatever the level (16 px), so the card looks the same in every section. */}
          <Title
            level={headingLevel}
            style={{ margin: 0, fontSize: 16, lineHeight: 1.5 }}
            id={titleId}
            className="gem-card-title"
          >
            <Link to={`/gem/${gem.id}`} title={gem.title || undefined}>
              {gem.title || 'Untitled'}
            </Link>
          </Title>
          <CategoryChips categories={gem.categories} />
          <GemCardText text={cardText(gem)} />
          {gem.matchSnippet?.length ? <MatchSnippetText snippet={gem.matchSnippet} /> : null}
          <TagChips tags={gem.tags} />
          <LinkHealthSlot gem={gem} isOwner={user?.id === gem.userId} />
          <Flex gap={12} align="center" justify="space-between" style={{ minWidth: 0 }}>
            <CreatorLink creator={gem.creator} />
            <SiteBadge siteName={gem.siteName} logoUrl={gem.logoUrl} />
          </Flex>
          <GemCardActions
            gem={gem}
            isOwner={user?.id === gem.userId}
            signedIn={user !== null}
            commentsOpen={commentsOpen}
            commentsId={commentsId}
            onToggleComments={() => setCommentsOpen((v) => !v)}
          />
          {commentsOpen ? (
            <div id={commentsId}>
              <Suspense fallback={null}>
                <CommentsPanel gemId={gem.id} />
              </Suspense>
            </div>
          ) : null}
        </Flex>
      </Panel>
    </article>
  );
}
