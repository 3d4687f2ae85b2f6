import type { GemDetail } from '@gems/contracts';
import { Space, Typography } from 'antd';
import { SiteBadge } from '../gems/cards/site-badge';
import { publishedText } from './gem-page-rules';

type Byline = Pick<GemDetail, 'siteName' | 'logoUrl' | 'publishedAt' | 'author'>;

/** Who published the source and when, beside its link; nothing when the page named neither. */
export function SourceByline({ gem }: { gem: Byline }) {
  const published = publishedText(gem.publishedAt);
  if (!gem.siteName && !gem.logoUrl && !published && !gem.author) return null;
  return (
    <div role="group" aria-label="Source" style={{ minWidth: 0, display: 'flex', alignItems: 'center' }}>
      <Space size={8} wrap split={<Typography.Text type="secondary">·</Typography.Text>}>
        {gem.siteName || gem.logoUrl ? (
          <SiteBadge siteName={gem.siteName} logoUrl={gem.logoUrl} size={20} />
        ) : null}
        {published ? (
          <Typography.Text type="secondary">
            <time dateTime={gem.publishedAt ?? undefined}>{published}</time>
          </Typography.Text>
        ) : null}
        {gem.author ? <Typography.Text type="secondary">by {gem.author}</Typography.Text> : null}
      </Space>
    </div>
  );
}
