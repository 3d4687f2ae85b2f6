import { Col, Row } from 'antd';
import type { ColProps } from 'antd';
import type { Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';

/** Three columns on wide screens, two on tablets, one on phones: every grid of cards. */
const CARD_COLUMNS = { xs: 24, sm: 12, lg: 8 } as const;

export interface CardGridProps<T> {
  items: readonly T[];
  keyOf: (item: T) => Key;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list ("Gems", "Your gems"). */
  label: string;
  /** First load: `skeletons` placeholder cards instead of the grid. */
  loading?: boolean;
  skeleton?: ReactNode;
  skeletons?: number;
  /** What an empty list shows: a sentence (in the app's empty state) or a whole element. */
  empty: ReactNode;
  /** Extra props on an item's column (the reorderable grid's drag and drop). */
  itemProps?: (item: T, index: number) => Omit<ColProps, 'children'> & { 'data-testid'?: string };
}

/** A responsive grid of cards with its loading and empty states, read as a list. */
export function CardGrid<T>({
  items,
  keyOf,
  renderItem,
  label,
  loading = false,
  skeleton,
  skeletons = 3,
  empty,
  itemProps,
}: CardGridProps<T>) {
  // Keys of their own ("loading", "skeleton-N"): React must not reuse a placeholder's box for a
  // card whose id happens to be N, or the card counts as moved (layout shift) instead of new.
  if (loading)
    return (
      <Row key="loading" gutter={[16, 16]} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: skeletons }, (_, i) => (
          <Col key={`skeleton-${i}`} {...CARD_COLUMNS}>
            {skeleton}
          </Col>
        ))}
      </Row>
    );
  if (items.length === 0) return typeof empty === 'string' ? <EmptyState text={empty} /> : empty;
  return (
    <Row key="list" gutter={[16, 16]} role="list" aria-label={label}>
      {items.map((item, index) => (
        <Col key={keyOf(item)} {...CARD_COLUMNS} role="listitem" {...itemProps?.(item, index)}>
          {renderItem(item, index)}
        </Col>
      ))}
    </Row>
  );
}
