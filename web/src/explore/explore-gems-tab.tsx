import { Button, Flex, Typography } from 'antd';
import { EmptyState } from '../components/empty-state';
import { GemGrid } from '../gems/cards/gem-grid';
import { LoadMore } from '../gems/cards/load-more';
import type { GemSort } from '@gems/contracts';
import { useGemList } from '../gems/use-gem-lists';
import { exploreTexts } from './explore-texts';
import { GemSortSelect } from './gem-sort-select';

interface ExploreGemsProps {
  search: string;
  category: string | null;
  sort: GemSort | null;
  onSort: (sort: GemSort | null) => void;
  onClear: () => void;
}

/** Explore's Gems tab: server-side search, category and sort, keyset paged. */
export function ExploreGemsTab({ search, category, sort, onSort, onClear }: ExploreGemsProps) {
  const list = useGemList({ search, category, sort });
  const filtered = Boolean(search || category);
  const texts = exploreTexts(search, category);

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary" aria-live="polite">
          {list.isSuccess && filtered ? texts.heading : ' '}
        </Typography.Text>
        <GemSortSelect value={sort} searching={Boolean(search)} onChange={onSort} />
      </Flex>
      {list.isError ? (
        <EmptyState
          text="Gems could not be loaded."
          reason={list.error.message}
          action={<Button onClick={() => void list.refetch()}>Try again</Button>}
        />
      ) : (
        <GemGrid
          gems={list.gems}
          loading={list.isPending}
          label="Explore gems"
          headingLevel={2}
          priority
          empty={
            filtered ? (
              <EmptyState
                text={texts.empty}
                action={<Button onClick={onClear}>Clear search and filters</Button>}
              />
            ) : (
              <EmptyState text="No gems to explore yet." />
            )
          }
        />
      )}
      <LoadMore
        hasMore={list.hasNextPage}
        loading={list.isFetchingNextPage}
        onLoadMore={() => void list.fetchNextPage()}
        label="gems"
      />
    </Flex>
  );
}
