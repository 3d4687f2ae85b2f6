import type { HTMLAttributes, Key, ReactNode } from 'react';
import { EmptyState } from './empty-state';

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
  /** Extra props on an item's cell (the reorderable grid's drag and drop). */
  itemProps?: (
    item: T,
    index: number,
  ) => Omit<HTMLAttributes<HTMLDivElement>, 'children'> & { 'data-testid'?: string };
}

/**
 * A responsive grid of cards with its loading and empty states, read as a list: three columns on
 * wide screens, two on tablets, one on phones (card-grid.css). A plain grid rather than antd's Row
 * and Col, which subscribe to the screen's breakpoints and read their config once per card.
 */
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
      <div key="loading" className="card-grid" role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: skeletons }, (_, i) => (
          <div key={`skeleton-${i}`}>{skeleton}</div>
        ))}
      </div>
    );
  if (items.length === 0) return typeof empty === 'string' ? <EmptyState text={empty} /> : empty;
  return (
    <div key="list" className="card-grid" role="list" aria-label={label}>
      {items.map((item, index) => (
        <div key={keyOf(item)} role="listitem" {...itemProps?.(item, index)}>
          {renderItem(item, index)}
        </div>
      ))}
    </div>
  );
}
