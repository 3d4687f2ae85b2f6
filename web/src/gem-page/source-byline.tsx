import type { GemDetail } from '@gems/contracts';
import { Fragment } from 'react';
import { PlainFlex } from '../components/plain-flex';
import { SiteBadge } from '../gems/cards/site-badge';
import { publishedText } from './gem-page-rules';
import { Text } from '../components/typography';

type Byline = Pick<GemDetail, 'siteName' | 'logoUrl' | 'publishedAt' | 'author'>;

/** Who published the source and when, beside its link; nothing when the page named neither. */
export function SourceByline({ gem }: { gem: Byline }) {
  const published = publishedText(gem.publishedAt);
  if (!gem.siteName && !gem.logoUrl && !published && !gem.author) return null;
  const parts = [
    gem.siteName || gem.logoUrl ? (
      <SiteBadge siteName={gem.siteName} logoUrl={gem.logoUrl} size={20} />
    ) : null,
    published ? (
      <Text type="secondary">
        <time dateTime={gem.publishedAt ?? undefined}>{published}</time>
      </Text>
    ) : null,
    gem.author ? <Text type="secondary">by {gem.author}</Text> : null,
  ];
  return (
    <div role="group" aria-label="Source" style={{ minWidth: 0, display: 'flex', alignItems: 'center' }}>
      {/* The parts with a dot between them, as antd's Space with a split drew them. */}
      <PlainFlex gap={8} wrap align="center" style={{ display: 'inline-flex' }}>
        {parts
          .filter((part) => part !== null)
          .map((part, i) => (
            <Fragment key={i}>
              {i > 0 ? <Text type="secondary">·</Text> : null}
              <div>{part}</div>
            </Fragment>
          ))}
      </PlainFlex>
    </div>
  );
}
