import type { GemDetail } from '@gems/contracts';
import { Space } from 'antd';
import { SiteBadge } from '../gems/cards/site-badge';
import { publishedText } from './gem-page-rules';
import { Text } from '../components/typography';

type Byline = Pick<GemDetail, 'siteName' | 'logoUrl' | 'publishedAt' | 'author'>;

/** Who published the source and when, beside its link; nothing when the page named neither. */
export function SourceByline({ gem }: { gem: Byline }) {
  const published = publishedText(gem.publishedAt);
  if (!gem.siteName && !gem.logoUrl && !published && !gem.author) return null;
  return (
    <div role="group" aria-label="Source" style={{ minWidth: 0, display: 'flex', alignItems: 'center' }}>
      <Space size={8} wrap split={<Text type="secondary">·</Text>}>
        {gem.siteName || gem.logoUrl ? (
          <SiteBadge siteName={gem.siteName} logoUrl={gem.logoUrl} size={20} />
        ) : null}
        {published ? (
          <Text type="secondary">
            <time dateTime={gem.publishedAt ?? undefined}>{published}</time>
          </Text>
        ) : null}
        {gem.author ? <Text type="secondary">by {gem.author}</Text> : null}
      </Space>
    </div>
  );
}
