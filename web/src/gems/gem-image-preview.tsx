import { PictureOutlined } from '@ant-design/icons';
import { Flex, Typography, theme } from 'antd';
import { useState } from 'react';

/** The chosen image, or a placeholder with the domain when there is none or it is broken. */
export function GemImagePreview({ src, domain }: { src: string; domain: string }) {
  const { token } = theme.useToken();
  const [brokenSrc, setBrokenSrc] = useState<string | null>(null);
  const box = {
    width: '100%',
    aspectRatio: '16 / 9',
    maxHeight: 220,
    borderRadius: token.borderRadiusLG,
    background: token.colorFillTertiary,
    overflow: 'hidden',
  } as const;

  if (!src || brokenSrc === src) {
    return (
      <Flex vertical align="center" justify="center" gap={4} style={box} data-testid="gem-image-placeholder">
        <PictureOutlined style={{ fontSize: 28, color: token.colorTextTertiary }} />
        <Typography.Text type="secondary">{domain || 'No image'}</Typography.Text>
      </Flex>
    );
  }
  return (
    <div style={box}>
      <img
        src={src}
        alt="Gem image preview"
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        onError={() => setBrokenSrc(src)}
      />
    </div>
  );
}
