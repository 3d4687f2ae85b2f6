import type { ListedGem } from '@gems/contracts';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { CardGrid } from '../../components/card-grid';
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
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3 | 4;
  /** The grid is the page's main content: its first card's picture loads at once. */
  priority?: boolean;
}

/** Gem cards in the card grid: three columns on wide screens, two on tablets, one on phones. */
export function GemGrid(props: GemGridProps) {
  const { gems, loading = false, empty, label = 'Gems', headingLevel, priority = false } = props;
  return (
    <CardGrid
      items={gems}
      keyOf={(gem) => gem.id}
      renderItem={(gem, index) => (
        <GemCard gem={gem} headingLevel={headingLevel} priority={priority && index === 0} />
      )}
      label={label}
      loading={loading}
      skeletons={SKELETON_COUNT}
      skeleton={
        <Panel cover={<Skeleton.Node active style={{ width: '100%', height: 200 }} />}>
          <Skeleton active paragraph={{ rows: 3 }} />
        </Panel>
      }
      empty={empty === undefined ? 'No gems yet.' : empty}
    />
  );
}
