import { useState, type CSSProperties } from 'react';
import { failedBeforeAdoption } from './failed-before-adoption';

/**
 * A round picture, or the name's initial when there is none (or it does not load): antd's Avatar
 * as it looks (same colours, through antd's theme variables), without what it does for text that
 * may not fit (a resize observer, a breakpoint subscription and a layout read per avatar, then a
 * second render): a page of cards paid that once per card before it answered a tap (issue 31).
 */
export function LightAvatar({
  src,
  name,
  size = 32,
  letterSize = 14,
  alt = '',
}: {
  src?: string | null;
  /** Whose avatar: its initial is shown without a picture. */
  name: string;
  /** In pixels: antd's "small" is 24, its default 32. */
  size?: number;
  /** The initial's font size: antd's 14 for its named sizes, 18 for a size in pixels (96). */
  letterSize?: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  const picture = src && !failed;
  const style: CSSProperties = {
    display: 'inline-flex',
    flex: 'none',
    alignItems: 'center',
    justifyContent: 'center',
    width: size,
    height: size,
    borderRadius: '50%',
    overflow: 'hidden',
    verticalAlign: 'middle',
    background: picture ? 'transparent' : 'var(--ant-color-text-placeholder)',
    color: 'var(--ant-color-text-light-solid)',
    fontSize: letterSize,
    lineHeight: 1,
  };
  return (
    <span style={style} aria-hidden={alt ? undefined : true}>
      {picture ? (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          onError={() => setFailed(true)}
          ref={failedBeforeAdoption(() => setFailed(true))}
        />
      ) : (
        name.charAt(0).toUpperCase()
      )}
    </span>
  );
}
