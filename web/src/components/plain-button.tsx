import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { PlainIcon } from './plain-icon';

export interface PlainButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** antd's button types the cards use: text (the default), link, default (bordered) and circle. */
  look?: 'text' | 'link' | 'default' | 'circle';
  icon?: ReactNode;
  danger?: boolean;
  /** A spinner in place of the icon; clicks are ignored meanwhile (as antd's). */
  loading?: boolean;
  small?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button that looks like antd's (its sizes, through antd's theme variables; plain-button.css)
 * for the parts of a page drawn many times: antd's Button runs its style hooks, config and wave
 * effect on every one, which is most of what a page of cards costs to hydrate on a phone (issue 31).
 */
export function PlainButton({
  look = 'text',
  icon,
  danger = false,
  loading = false,
  small = false,
  className,
  children,
  onClick,
  ref,
  ...rest
}: PlainButtonProps) {
  const hasLabel = children !== undefined && children !== null && children !== false;
  const classes = [
    'plain-btn',
    `plain-btn-${look}`,
    !hasLabel && (icon || loading) ? 'plain-btn-icon-only' : '',
    danger ? 'plain-btn-danger' : '',
    small ? 'plain-btn-sm' : '',
    loading ? 'plain-btn-loading' : '',
    className ?? '',
  ];
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
      className={classes.filter(Boolean).join(' ')}
      aria-busy={loading || undefined}
      onClick={click}
    >
      {loading ? <PlainIcon name="loading" className="plain-icon-spin" /> : icon}
      {hasLabel ? <span>{children}</span> : null}
    </button>
  );
}
