import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { plainButtonClass, type PlainButtonStyle } from './plain-button-look';

type LinkButtonProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  /** antd's default (bordered) look unless told otherwise. */
  look?: 'default' | 'primary' | 'text' | 'link';
  size?: PlainButtonStyle['size'];
  icon?: ReactNode;
};

/**
 * A real link (middle-click, copy link work) that looks like a button (plain-button.css) and
 * routes in-app on a plain left click. A plain `<a>`: antd's Button was one of the components a
 * phone adopted on every page (issue 31).
 */
export function LinkButton({
  to,
  look = 'default',
  size,
  icon,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} className={plainButtonClass({ look, size, className })} onClick={onClick}>
      {icon}
      <span>{children}</span>
    </a>
  );
}
