import type { ReactNode } from 'react';
import { Text } from './typography';

interface EmptyStateProps {
  text: ReactNode;
  /** Why there is nothing, when the server told us (e.g. a 503 "service not running" message). */
  reason?: string | null;
  action?: ReactNode;
}

/**
 * "Nothing here" as antd's simple Empty draws it (its picture, sizes and colours through antd's
 * theme variables), in plain elements: antd's Empty generated its styles and theme colours in the
 * browser on every page that showed one, ~10 ms of a phone's first load (docs/decisions.md, issue 31).
 */
export function EmptyState({ text, reason, action }: EmptyStateProps) {
  return (
    <div className="empty-state">
      <svg className="empty-state-image" width="64" height="41" viewBox="0 0 64 41" aria-hidden="true">
        <g transform="translate(0 1)" fill="none" fillRule="evenodd">
          <ellipse className="empty-state-shadow" cx="32" cy="33" rx="32" ry="7" />
          <g fillRule="nonzero" className="empty-state-box">
            <path d="M55 12.8 44.9 1.3Q44 0 42.9 0H21.1q-1.2 0-2 1.3L9 12.8V22h46z" />
            <path
              className="empty-state-tray"
              d="M41.6 16c0-1.7 1-3 2.2-3H55v18.1c0 2.2-1.3 3.9-3 3.9H12c-1.7 0-3-1.7-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 3s1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.4 2.2-3"
            />
          </g>
        </g>
      </svg>
      <div className="empty-state-description">
        <Text>{text}</Text>
        {reason ? (
          <Text type="secondary" data-testid="empty-reason">
            {reason}
          </Text>
        ) : null}
      </div>
      {action ? <div className="empty-state-footer">{action}</div> : null}
    </div>
  );
}
