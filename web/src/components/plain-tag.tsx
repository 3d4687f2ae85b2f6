import type { HTMLAttributes, ReactNode } from 'react';

/**
 * antd's Tag as it looks by default (filled; blue for categories), without antd's component
 * (plain-tag.css): a gem's or profile's label drawn on the pages people land on (issue 31).
 */
export function PlainTag({
  blue = false,
  icon,
  children,
  ...rest
}: Omit<HTMLAttributes<HTMLSpanElement>, 'className'> & { blue?: boolean; icon?: ReactNode }) {
  return (
    <span {...rest} className={blue ? 'plain-tag plain-tag-blue' : 'plain-tag'}>
      {icon}
      {icon ? <span>{children}</span> : children}
    </span>
  );
}
