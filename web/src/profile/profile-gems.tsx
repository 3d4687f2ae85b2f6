import { Alert, Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { PlainFlex } from '../components/plain-flex';
import { Text } from '../components/typography';
import { GemGrid } from '../gems/cards/gem-grid';
import { LoadMore } from '../gems/cards/load-more';
import { useCustomCategoryNames } from '../gems/use-custom-category-names';
import { CategoryFilterChips } from '../home/category-chips';
import { feedCategories } from '../home/category-emoji';
import { ReorderableGemGrid } from './reorderable-gem-grid';
import { useProfileGemList } from './use-profile-gem-count';
import { useReorder } from './use-reorder';

interface ProfileGemsProps {
  userId: number;
  username: string;
  isOwner: boolean;
}

/**
 * The user's gems as cards (curation decides what this viewer may see). The owner also gets the
 * "Your Categories" chip filter and reordering (spec 02 §2).
 */
export function ProfileGems({ userId, username, isOwner }: ProfileGemsProps) {
  const list = useProfileGemList(userId);
  const { gems, apply } = useReorder(list.gems, () => void list.refetch());
  const [category, setCategory] = useState<string | null>(null);
  // The owner's chips: the categories of their gems, then their own personal categories.
  const custom = useCustomCategoryNames(isOwner);
  const gemsLoaded = list.gems;
  const categories = useMemo(
    () => [...new Set([...feedCategories(gemsLoaded), ...(isOwner ? custom : [])])],
    [gemsLoaded, custom, isOwner],
  );

  // Spec 01 §4: the filter resets if the chosen category disappears.
  useEffect(() => {
    if (category && !categories.includes(category)) setCategory(null);
  }, [category, categories]);

  if (list.isError)
    return (
      <Alert
        type="warning"
        showIcon
        title="Gems cannot be shown right now"
        description={list.error.message}
        action={<Button onClick={() => void list.refetch()}>Try again</Button>}
      />
    );

  const shown = category ? gems.filter((g) => g.categories.includes(category)) : gems;
  return (
    <PlainFlex vertical gap={16}>
      {isOwner && categories.length > 0 ? (
        <PlainFlex vertical gap={8}>
          <Text strong>Your Categories</Text>
          <CategoryFilterChips categories={categories} selected={category} onSelect={setCategory} />
        </PlainFlex>
      ) : null}
      {isOwner && !category && gems.length > 1 ? (
        <ReorderableGemGrid gems={gems} onReorder={apply} />
      ) : (
        <GemGrid
          gems={shown}
          loading={list.isPending}
          label={isOwner ? 'Your gems' : `${username}'s gems`}
          priority
          empty={
            category
              ? `No gems in ${category}.`
              : isOwner
                ? 'You have not saved any gems yet. Use Add Gem to save your first one.'
                : `${username} has no gems you can see yet.`
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
