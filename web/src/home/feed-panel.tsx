import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Segmented, Skeleton } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { EmptyState } from '../components/empty-state';
import { GemGrid } from '../gems/cards/gem-grid';
import { LoadMore } from '../gems/cards/load-more';
import { useGemList } from '../gems/use-gem-lists';
import { CategoryFilterChips } from './category-chips';
import { feedCategories } from './category-emoji';
import { useFeedCatchUp } from './use-feed-catch-up';
import { Panel } from '../components/panel';
import { lazyNamed } from '../components/lazy-named';
import { addGemIntent } from '../gems/add-gem-context';

// Suggestions show only on an empty feed: their chunk (curator list, follow buttons) loads then.
const WhoToFollow = lazyNamed(() => import('./who-to-follow'), 'WhoToFollow');

export type FeedMode = 'all' | 'mine';

/**
 * "Your Feed" (spec 01 §2/§4): All Gems (own plus followed curators') or My Gems, category chips
 * from the gems in the feed, page after page by the server's cursor.
 */
export function FeedPanel({ onCreateGem }: { onCreateGem: () => void }) {
  const [mode, setMode] = useState<FeedMode>('all');
  const [category, setCategory] = useState<string | null>(null);
  // The unfiltered feed names the chips; the filtered one is what the grid shows.
  const unfiltered = useGemList({ feed: mode });
  const filtered = useGemList({ feed: mode, category }, { enabled: category !== null });
  const shown = category ? filtered : unfiltered;
  const chips = feedCategories(unfiltered.gems);
  // A follow from "Who to follow" fills the feed as soon as curation has learnt of it.
  const catchUp = useFeedCatchUp(
    unfiltered.refetch,
    mode === 'all' && unfiltered.isSuccess && unfiltered.gems.length === 0,
  );

  // Spec 01 §4: the filter resets when its category is no longer in the feed.
  useEffect(() => {
    if (category && unfiltered.isSuccess && !chips.includes(category)) setCategory(null);
  }, [category, chips, unfiltered.isSuccess]);

  const changeMode = (next: FeedMode) => {
    setMode(next);
    setCategory(null);
  };

  let empty;
  if (category) empty = <EmptyState text={`No gems in ${category}.`} />;
  else if (mode === 'mine')
    empty = (
      <EmptyState
        text="You haven't saved any gems yet. Create your first gem!"
        action={
          <Button type="primary" icon={<PlusOutlined />} onClick={onCreateGem} {...addGemIntent}>
            Create your first gem
          </Button>
        }
      />
    );
  else
    empty = (
      <Flex vertical gap={16}>
        <EmptyState text="Your feed is empty. Follow curators to see their gems here." />
        <Suspense fallback={<Skeleton active avatar paragraph={{ rows: 2 }} />}>
          <WhoToFollow onFollowed={catchUp} />
        </Suspense>
      </Flex>
    );

  return (
    <Panel
      title={<h2 style={{ margin: 0, fontSize: 'inherit' }}>Your Feed</h2>}
      extra={
        <Segmented<FeedMode>
          value={mode}
          onChange={changeMode}
          aria-label="Feed"
          options={[
            { label: 'All Gems', value: 'all' },
            { label: 'My Gems', value: 'mine' },
          ]}
        />
      }
      styles={{ header: { flexWrap: 'wrap', gap: 8 } }}
    >
      <Flex vertical gap={16}>
        <CategoryFilterChips categories={chips} selected={category} onSelect={setCategory} />
        {shown.isError ? (
          <EmptyState
            text="The feed could not be loaded."
            reason={shown.error.message}
            action={<Button onClick={() => void shown.refetch()}>Try again</Button>}
          />
        ) : (
          <GemGrid
            gems={shown.gems}
            loading={shown.isPending}
            empty={empty}
            label={mode === 'all' ? 'All Gems' : 'My Gems'}
            priority
          />
        )}
        <LoadMore
          hasMore={shown.hasNextPage}
          loading={shown.isFetchingNextPage}
          onLoadMore={() => void shown.fetchNextPage()}
          label="gems"
        />
      </Flex>
    </Panel>
  );
}
