import { useState } from 'react';
import { failedBeforeAdoption } from '../../components/failed-before-adoption';

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
    <div className="site-badge" data-testid="site-badge">
      {logo ? (
        <img
          className="site-badge-logo"
          src={logo}
          // The logo carries the name for screen readers; the text beside it is then not repeated.
          alt={siteName ?? ''}
          width={size}
          height={size}
          loading="lazy"
          referrerPolicy="no-referrer"
          onError={() => setFailedUrl(logo)}
          ref={failedBeforeAdoption(() => setFailedUrl(logo))}
        />
      ) : null}
      {siteName ? (
        <span
          className="site-badge-name typo-ellipsis"
          title={siteName}
          aria-hidden={logo ? true : undefined}
        >
          {siteName}
        </span>
      ) : null}
    </div>
  );
}
