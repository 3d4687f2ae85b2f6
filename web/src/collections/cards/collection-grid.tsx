import type { Collection } from '@gems/contracts';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { CardGrid } from '../../components/card-grid';
import { CollectionCard } from './collection-card';
import { Panel } from '../../components/panel';

/** Collection cards in the same three-column grid as gems. */
export function CollectionGrid({
  collections,
  loading = false,
  empty,
  label = 'Collections',
  headingLevel,
}: {
  collections: readonly Collection[];
  loading?: boolean;
  empty?: ReactNode;
  label?: string;
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
}) {
  return (
    <CardGrid
      items={collections}
      keyOf={(collection) => collection.id}
      renderItem={(collection) => <CollectionCard collection={collection} headingLevel={headingLevel} />}
      label={label}
      loading={loading}
      skeletons={3}
      skeleton={
        // The card's shape (its 160 px previews, then the text), so the real card takes its place.
        <Panel cover={<Skeleton.Node active style={{ width: '100%', height: 160 }} />}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Panel>
      }
      empty={empty === undefined ? 'No collections yet.' : empty}
    />
  );
}
