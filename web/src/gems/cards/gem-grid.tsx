import type { ListedGem } from '@gems/contracts';
import { Col, Row, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { EmptyState } from '../../components/empty-state';
import { GemCard } from './gem-card';
import { Panel } from '../../components/panel';

/** Spec 01 §9: six skeleton cards while loading. */
const SKELETON_COUNT = 6;

export interface GemGridProps {
  gems: readonly ListedGem[];
  /** First load: skeleton cards instead of the grid. */
  loading?: boolean;
  /** What an empty list shows (text or a whole empty state). */
  empty?: ReactNode;
  /** Accessible name of the list. */
  label?: string;
}

const COLS = { xs: 24, sm: 12, lg: 8 } as const;

/** Three columns on wide screens, two on tablets, one on phones. */
export function GemGrid({ gems, loading = false, empty, label = 'Gems' }: GemGridProps) {
  if (loading)
    return (
      <Row gutter={[16, 16]} role="status" aria-label={`Loading ${label.toLowerCase()}`}>
        {Array.from({ length: SKELETON_COUNT }, (_, i) => (
          <Col key={i} {...COLS}>
            <Panel cover={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Panel>
          </Col>
        ))}
      </Row>
    );
  if (gems.length === 0)
    return typeof empty === 'string' || empty === undefined ? (
      <EmptyState text={empty ?? 'No gems yet.'} />
    ) : (
      empty
    );
  return (
    <Row gutter={[16, 16]} role="list" aria-label={label}>
      {gems.map((gem) => (
        <Col key={gem.id} {...COLS} role="listitem">
          <GemCard gem={gem} />
        </Col>
      ))}
    </Row>
  );
}
