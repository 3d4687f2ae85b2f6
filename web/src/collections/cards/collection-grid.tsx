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
}: {
  collections: readonly Collection[];
  loading?: boolean;
  empty?: ReactNode;
  label?: string;
}) {
  return (
    <CardGrid
      items={collections}
      keyOf={(collection) => collection.id}
      renderItem={(collection) => <CollectionCard collection={collection} />}
      label={label}
      loading={loading}
      skeletons={3}
      skeleton={
        <Panel>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Panel>
      }
      empty={empty === undefined ? 'No collections yet.' : empty}
    />
  );
}
