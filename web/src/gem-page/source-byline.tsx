import type { GemDetail } from '@gems/contracts';
import { Flex, Typography } from 'antd';
import { SiteBadge } from '../gems/cards/site-badge';
import { publishedText } from './gem-page-rules';

/** Who published the source and when, beside its link; nothing when the page named neither. */
export function SourceByline({ gem }: { gem: GemDetail }) {
  const published = publishedText(gem.publishedAt);
  if (!gem.siteName && !gem.logoUrl && !published && !gem.author) return null;
  return (
    <Flex gap={8} align="center" wrap aria-label="Source" role="group" style={{ minWidth: 0 }}>
      <SiteBadge siteName={gem.siteName} logoUrl={gem.logoUrl} size={20} />
      {published ? (
        <Typography.Text type="secondary">
          <time dateTime={gem.publishedAt ?? undefined}>{published}</time>
        </Typography.Text>
      ) : null}
      {gem.author ? <Typography.Text type="secondary">by {gem.author}</Typography.Text> : null}
    </Flex>
  );
}
