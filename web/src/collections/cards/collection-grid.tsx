import type { Collection } from '@gems/contracts';
import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { CollectionCard } from './collection-card';
import { Panel } from '../../components/panel';

const COLS = { xs: 24, sm: 12, lg: 8 } as const;

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
  if (loading)
    return (
      <Row gutter={[16, 16]} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: 3 }, (_, i) => (
          <Col key={i} {...COLS}>
            <Panel>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Panel>
          </Col>
        ))}
      </Row>
    );
  if (collections.length === 0)
    return typeof empty === 'string' || empty === undefined ? (
      <EmptyState text={empty ?? 'No collections yet.'} />
    ) : (
      empty
    );
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {collections.map((collection) => (
        <Col key={collection.id} {...COLS} role="listitem">
          <CollectionCard collection={collection} />
        </Col>
      ))}
    </Row>
  );
}
