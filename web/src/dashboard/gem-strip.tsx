import { pluralize } from '../components/pluralize';
import { PictureOutlined } from '@ant-design/icons';
import { Flex, Skeleton, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCollectionGems } from '../collections/cards/use-collection-lists';
import { rewriteImageUrl } from '../gems/cards/image-url';
import { DASHBOARD_PREVIEW, previewOverflow } from './dashboard-stats';

const SIZE = 48;
const tile = { width: SIZE, height: SIZE, borderRadius: 6, overflow: 'hidden', flex: 'none' } as const;

function Thumb({
  gem,
}: {
  gem: { id: number; title: string; imageUrl: string; domain: string; url: string };
}) {
  const [broken, setBroken] = useState(false);
  return (
    <Tooltip title={gem.title}>
      <Link to={`/gem/${gem.id}`} aria-label={gem.title} style={{ ...tile, display: 'block' }}>
        {gem.imageUrl && !broken ? (
          <img
            src={rewriteImageUrl(gem.imageUrl)}
            alt=""
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setBroken(true)}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Flex
            align="center"
            justify="center"
            style={{ height: '100%', background: 'rgba(127,127,127,0.15)' }}
          >
            {/* A neutral picture, not the first letter of the domain (which read as a lone "1"). */}
            <Typography.Text type="secondary" style={{ fontSize: 18 }} data-testid="gem-thumb-placeholder">
              <PictureOutlined aria-hidden />
            </Typography.Text>
          </Flex>
        )}
      </Link>
    </Tooltip>
  );
}

/** Up to 8 of a collection's gems as small tiles, then "+N" for the rest. */
export function GemStrip({ collectionId, gemCount }: { collectionId: number; gemCount: number }) {
  const gems = useCollectionGems(collectionId, DASHBOARD_PREVIEW, gemCount > 0);
  if (gemCount === 0)
    return (
      <Typography.Text type="secondary" style={{ display: 'block', minHeight: SIZE }}>
        No gems yet.
      </Typography.Text>
    );
  if (gems.isPending) return <Skeleton.Input active size="large" style={{ height: SIZE, width: '100%' }} />;
  if (gems.isError)
    return (
      <Typography.Text type="secondary" style={{ display: 'block', minHeight: SIZE }}>
        Preview unavailable: {gems.error.message}
      </Typography.Text>
    );
  const shown = gems.data.slice(0, DASHBOARD_PREVIEW);
  const more = previewOverflow(gemCount, shown.length);
  return (
    <Flex gap={6} wrap role="list" aria-label="Gems in this collection">
      {shown.map((gem) => (
        <div role="listitem" key={gem.id}>
          <Thumb gem={gem} />
        </div>
      ))}
      {more > 0 ? (
        <Flex
          role="listitem"
          align="center"
          justify="center"
          style={{ ...tile, background: 'rgba(127,127,127,0.15)' }}
        >
          <Typography.Text strong aria-label={`${pluralize(more, 'more gem', 'more gems')}`}>
            +{more}
          </Typography.Text>
        </Flex>
      ) : null}
    </Flex>
  );
}
