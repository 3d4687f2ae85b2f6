import { PictureOutlined } from '@ant-design/icons';
import type { GemDetail } from '@gems/contracts';
import { Flex, theme } from 'antd';
import { useState } from 'react';
import { placeholderLabel } from '../gems/cards/card-rules';
import { Text } from '../components/typography';

/** The gem's main image, large; a missing or broken one shows the domain (as the card does). */
export function GemHero({
  gem,
}: {
  gem: Pick<GemDetail, 'imageUrl' | 'domain' | 'url' | 'title'> & Partial<Pick<GemDetail, 'imageSrcset'>>;
}) {
  const { token } = theme.useToken();
  const [broken, setBroken] = useState<string | null>(null);
  const box = {
    width: '100%',
    maxHeight: 480,
    aspectRatio: '16 / 9',
    borderRadius: token.borderRadiusLG,
    background: token.colorFillTertiary,
    overflow: 'hidden',
  } as const;
  const src = gem.imageUrl?.trim();
  if (!src || broken === src)
    return (
      <Flex vertical align="center" justify="center" gap={4} style={box} data-testid="gem-hero-placeholder">
        <PictureOutlined style={{ fontSize: 40, color: token.colorTextTertiary }} />
        <Text type="secondary">{placeholderLabel(gem)}</Text>
      </Flex>
    );
  return (
    <div style={box}>
      <img
        src={src}
        // A kept preview image: its 600 and 1200 px sizes for a page at most 1200 px wide.
        {...(gem.imageSrcset ? { srcSet: gem.imageSrcset, sizes: '(min-width: 1200px) 1168px, 100vw' } : {})}
        alt={gem.title || 'Gem image'}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        onError={() => setBroken(src)}
      />
    </div>
  );
}
