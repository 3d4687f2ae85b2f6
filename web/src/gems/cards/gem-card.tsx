import type { ListedGem } from '@gems/contracts';
import { Suspense, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useViewer } from '../../auth/viewer';
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

// Loaded when a reader opens a card's comments.
const CommentsPanel = lazyNamed(() => import('../../social/comments-panel'), 'CommentsPanel');

export interface GemCardProps {
  gem: ListedGem;
  /** The title's heading level: one below the heading of the section the card is in. */
  headingLevel?: 2 | 3 | 4;
  /** The first card of a page: its picture is likely the largest paint, so it loads at once. */
  priority?: boolean;
}

/**
 * Spec 01 "Gem card": everything a card shows comes from the one list answer (ListedGem). Plain
 * elements styled by gem-card.css: a page of 20 antd cards cost a phone most of its blocking time
 * when the app adopted the page the gateway drew (issue 31).
 */
export function GemCard({ gem, headingLevel = 3, priority = false }: GemCardProps) {
  const user = useViewer();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const titleId = useId();
  const commentsId = useId();
  const Heading = `h${headingLevel}` as const;

  return (
    <article aria-labelledby={titleId} className="gem-card">
      <GemCarousel gem={gem} signedIn={user !== null} priority={priority} />
      <div className="gem-card-body">
        <Heading id={titleId} className="gem-card-heading gem-card-title">
          <Link to={`/gem/${gem.id}`} title={gem.title || undefined}>
            {gem.title || 'Untitled'}
          </Link>
        </Heading>
        <CategoryChips categories={gem.categories} />
        <GemCardText text={cardText(gem)} />
        {gem.matchSnippet?.length ? <MatchSnippetText snippet={gem.matchSnippet} /> : null}
        <TagChips tags={gem.tags} />
        <LinkHealthSlot gem={gem} isOwner={user?.id === gem.userId} />
        <div className="gem-card-row">
          <CreatorLink creator={gem.creator} />
          <SiteBadge siteName={gem.siteName} logoUrl={gem.logoUrl} />
        </div>
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
      </div>
    </article>
  );
}
