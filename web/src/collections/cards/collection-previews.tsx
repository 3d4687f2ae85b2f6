import { FolderOpenOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { rewriteImageUrl } from '../../gems/cards/image-url';
import { PlainFlex } from '../../components/plain-flex';
import { Text } from '../../components/typography';

const HEIGHT = 160;

function Preview({ src }: { src: string }) {
  const [broken, setBroken] = useState(false);
  if (broken) return <div style={{ flex: 1, background: 'rgba(127,127,127,0.18)' }} />;
  return (
    <img
      src={rewriteImageUrl(src)}
      alt=""
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      style={{ flex: 1, minWidth: 0, height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}

/**
 * Up to 3 pictures of the collection's gems; "Empty Collection" when it holds none, and a plain
 * placeholder when its gems have no pictures. Wrapped in a div: antd styles a card cover's
 * direct child as a block, which would undo the flex layout.
 */
export function CollectionPreviews({ images, gemCount }: { images: readonly string[]; gemCount: number }) {
  // A gem without a picture may leave a blank entry.
  const shown = images.filter(Boolean).slice(0, 3);
  if (shown.length === 0)
    return (
      <div>
        <PlainFlex
          vertical
          align="center"
          justify="center"
          gap={4}
          style={{ height: HEIGHT, background: 'rgba(127,127,127,0.12)' }}
        >
          <FolderOpenOutlined style={{ fontSize: 28, opacity: 0.6 }} aria-hidden />
          <Text type="secondary">{gemCount === 0 ? 'Empty Collection' : 'No pictures yet'}</Text>
        </PlainFlex>
      </div>
    );
  return (
    <div>
      <PlainFlex gap={2} style={{ height: HEIGHT, overflow: 'hidden' }}>
        {shown.map((src, i) => (
          <Preview key={`${i}-${src}`} src={src} />
        ))}
      </PlainFlex>
    </div>
  );
}
