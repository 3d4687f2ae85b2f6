import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { plainButtonClass, type PlainButtonStyle } from './plain-button-look';
import { PlainIcon } from './plain-icon';

export interface PlainButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>, Partial<Omit<PlainButtonStyle, 'iconOnly'>> {
  icon?: ReactNode;
  /** A spinner in place of the icon; clicks are ignored meanwhile (as antd's). */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * A native button that looks like antd's (its sizes, through antd's theme variables; plain-button.css)
 * for the pages people land on: antd's Button runs its style hooks, config and wave effect on every
 * one, and registers its styles once per page, much of what a page costs to hydrate on a phone
 * (issue 31). Looks: text (the default), link, default (bordered), dashed, primary and circle.
 */
export function PlainButton({
  look = 'text',
  icon,
  size,
  danger = false,
  block = false,
  loading = false,
  className,
  children,
  onClick,
  ref,
  ...rest
}: PlainButtonProps) {
  const hasLabel = children !== undefined && children !== null && children !== false;
  const iconOnly = !hasLabel && Boolean(icon || loading);
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
  return (
    <button
      type="button"
      {...rest}
      ref={ref}
      className={plainButtonClass({ look, size, danger, block, iconOnly, loading, className })}
      aria-busy={loading || undefined}
      // A busy button takes no clicks: say so (and automated clicks wait for it, as for a user).
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={click}
    >
      {loading ? <PlainIcon name="loading" className="plain-icon-spin" /> : icon}
      {hasLabel ? <span>{children}</span> : null}
    </button>
  );
}
