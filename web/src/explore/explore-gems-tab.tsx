import { EmptyState } from '../components/empty-state';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { Text } from '../components/typography';
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
    <PlainFlex vertical gap={16}>
      <PlainFlex justify="space-between" align="center" wrap gap={8}>
        <Text type="secondary" aria-live="polite">
          {list.isSuccess && filtered ? texts.heading : ' '}
        </Text>
        <GemSortSelect value={sort} searching={Boolean(search)} onChange={onSort} />
      </PlainFlex>
      {list.isError ? (
        <EmptyState
          text="Gems could not be loaded."
          reason={list.error.message}
          action={
            <PlainButton look="default" onClick={() => void list.refetch()}>
              Try again
            </PlainButton>
          }
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
                action={
                  <PlainButton look="default" onClick={onClear}>
                    Clear search and filters
                  </PlainButton>
                }
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
    </PlainFlex>
  );
}
