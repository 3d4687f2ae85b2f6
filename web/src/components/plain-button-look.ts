/** antd's button types the plain buttons and link buttons draw (plain-button.css). */
type PlainButtonLook = 'text' | 'link' | 'default' | 'dashed' | 'primary' | 'circle';

export interface PlainButtonStyle {
  look: PlainButtonLook;
  /** antd's small (24 px) and large (40 px) sizes; the default is 32 px. */
  size?: 'small' | 'large';
  danger?: boolean;
  /** As wide as its container (antd's `block`). */
  block?: boolean;
  iconOnly?: boolean;
  loading?: boolean;
  className?: string;
}

/** The class names of a plain button's look, shared by the button and the link that looks like one. */
export function plainButtonClass({
  look,
  size,
  danger,
  block,
  iconOnly,
  loading,
  className,
}: PlainButtonStyle) {
  return [
    'plain-btn',
    `plain-btn-${look}`,
    size === 'small' ? 'plain-btn-sm' : size === 'large' ? 'plain-btn-lg' : '',
    iconOnly ? 'plain-btn-icon-only' : '',
    danger ? 'plain-btn-danger' : '',
    block ? 'plain-btn-block' : '',
    loading ? 'plain-btn-loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
}
