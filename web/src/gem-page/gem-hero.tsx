import { PictureOutlined } from '@ant-design/icons';
import type { GemDetail } from '@gems/contracts';
import { useState } from 'react';
import { PlainFlex } from '../components/plain-flex';
import { placeholderLabel } from '../gems/cards/card-rules';
import { Text } from '../components/typography';

/** The gem's main image, large; a missing or broken one shows the domain (as the card does). */
export function GemHero({
  gem,
}: {
  gem: Pick<GemDetail, 'imageUrl' | 'domain' | 'url' | 'title'> & Partial<Pick<GemDetail, 'imageSrcset'>>;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  // antd's theme variables (both themes follow), not its theme hook.
  const box = {
    width: '100%',
    maxHeight: 480,
    aspectRatio: '16 / 9',
    borderRadius: 'var(--ant-border-radius-lg)',
    background: 'var(--ant-color-fill-tertiary)',
    overflow: 'hidden',
  } as const;
  const src = gem.imageUrl?.trim();
  if (!src || broken === src)
    return (
      <PlainFlex
        vertical
        align="center"
        justify="center"
        gap={4}
        style={box}
        data-testid="gem-hero-placeholder"
      >
        <PictureOutlined style={{ fontSize: 40, color: 'var(--ant-color-text-tertiary)' }} />
        <Text type="secondary">{placeholderLabel(gem)}</Text>
      </PlainFlex>
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
