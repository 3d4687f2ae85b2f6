import { Flex } from 'antd';
import { useState } from 'react';
import { Text } from '../../components/typography';

interface SiteBadgeProps {
  siteName: string | null;
  logoUrl: string | null;
  /** Logo edge in pixels. */
  size?: number;
}

/**
 * The source site's logo and name, as the scraped page gave them (issue 15 §12), on one line with
 * the name cut to fit. A logo that fails to load is dropped rather than shown broken.
 */
export function SiteBadge({ siteName, logoUrl, size = 16 }: SiteBadgeProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const logo = logoUrl && logoUrl !== failedUrl ? logoUrl : null;
  if (!siteName && !logo) return null;
  return (
    <Flex gap={6} align="center" style={{ minWidth: 0 }} data-testid="site-badge">
      {logo ? (
        <img
          src={logo}
          // The logo carries the name for screen readers; the text beside it is then not repeated.
          alt={siteName ?? ''}
          width={size}
          height={size}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(logo)}
          style={{ objectFit: 'contain', flex: 'none', borderRadius: 3 }}
        />
      ) : null}
      {siteName ? (
        <Text type="secondary" ellipsis title={siteName} aria-hidden={logo ? true : undefined}>
          {siteName}
        </Text>
      ) : null}
    </Flex>
  );
}
