import { Button, Flex, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';

export type RowStatus =
  'ready' | 'waiting' | 'pending' | 'success' | 'duplicate' | 'failed' | 'handed' | 'skipped';

export interface Row {
  url: string;
  status: RowStatus;
  /** The saved gem, or for a duplicate the one already saved. */
  gemId?: number;
  /** The saved gem's title, from the page's preview. */
  title?: string;
  /** Why it was not saved: the scraper's message. */
  message?: string;
}

const BADGE: Record<RowStatus, { text: string; color: string }> = {
  ready: { text: 'Ready', color: 'default' },
  waiting: { text: 'Waiting', color: 'default' },
  pending: { text: 'Fetching preview…', color: 'processing' },
  success: { text: 'Success', color: 'success' },
  duplicate: { text: 'Already saved', color: 'warning' },
  failed: { text: 'Failed', color: 'error' },
  handed: { text: 'Opened in Add Gem', color: 'processing' },
  skipped: { text: 'Skipped', color: 'default' },
};

/** A row's outcome is known: it counts toward the progress bar. */
export const isSettled = (status: RowStatus) =>
  status !== 'ready' && status !== 'waiting' && status !== 'pending';

/**
 * One pasted link and what became of it: the saved gem's title, the existing gem for a duplicate,
 * or the scraper's message for a failure with "Add by hand" (Add a New Gem, prefilled) and "Skip".
 */
export function BatchImportRow({
  row,
  onAddByHand,
  onSkip,
}: {
  row: Row;
  onAddByHand: () => void;
  onSkip: () => void;
}) {
  const canResolve = row.status === 'failed' || row.status === 'handed';
  return (
    <li
      data-status={row.status}
      style={{
        display: 'flex',
        gap: 8,
        alignItems: 'center',
        padding: '6px 0',
        borderBottom: '1px solid rgba(128,128,128,0.15)',
      }}
    >
      <Flex vertical style={{ minWidth: 0, flex: 1 }}>
        <Typography.Text ellipsis={{ tooltip: row.url }}>{row.url}</Typography.Text>
        {row.status === 'success' && row.title ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            Saved as {row.gemId ? <Link to={`/gem/${row.gemId}`}>{row.title}</Link> : row.title}
          </Typography.Text>
        ) : null}
        {row.status === 'duplicate' ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.message}
            {row.gemId ? (
              <>
                {' · '}
                <Link to={`/gem/${row.gemId}`}>Open the saved gem</Link>
              </>
            ) : null}
          </Typography.Text>
        ) : null}
        {canResolve && row.message ? (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {row.message}
          </Typography.Text>
        ) : null}
        {canResolve ? (
          <Flex gap={4} style={{ marginTop: 4 }}>
            <Button size="small" onClick={onAddByHand} aria-label={`Add ${row.url} by hand`}>
              Add by hand
            </Button>
            <Button size="small" type="text" onClick={onSkip} aria-label={`Skip ${row.url}`}>
              Skip
            </Button>
          </Flex>
        ) : null}
      </Flex>
      <Tag color={BADGE[row.status].color} data-status={row.status} style={{ marginInlineEnd: 0 }}>
        {BADGE[row.status].text}
      </Tag>
    </li>
  );
}
