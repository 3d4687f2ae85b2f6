import { useState } from 'react';
import { CollectionGrid } from '../collections/cards/collection-grid';
import { usePublicCollections } from '../collections/cards/use-collection-lists';
import { EmptyState } from '../components/empty-state';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { Text } from '../components/typography';
import { matchesSearch } from './explore-params';

/** The server's largest page; Top Collections shows them 12 at a time. */
const TOP_LIMIT = 100;
const STEP = 12;

/** Explore's Top Collections: public collections, most liked first; the search narrows them. */
export function ExploreCollectionsTab({ search, onClear }: { search: string; onClear: () => void }) {
  const top = usePublicCollections(TOP_LIMIT, 'top');
  const [shown, setShown] = useState(STEP);
  const matching = (top.data ?? []).filter((c) => matchesSearch(c, search));

  if (top.isError)
    return (
      <EmptyState
        text="Collections could not be loaded."
        reason={top.error.message}
        action={
          <PlainButton look="default" onClick={() => void top.refetch()}>
            Try again
          </PlainButton>
        }
      />
    );
  return (
    <PlainFlex vertical gap={16}>
      {search && top.isSuccess ? (
        <Text type="secondary" aria-live="polite">
          Collections matching &quot;{search}&quot;
        </Text>
      ) : null}
      <CollectionGrid
        collections={matching.slice(0, shown)}
        loading={top.isPending}
        label="Top collections"
        headingLevel={2}
        empty={
          search ? (
            <EmptyState
              text={`No collections found for "${search}".`}
              action={
                <PlainButton look="default" onClick={onClear}>
                  Clear search
                </PlainButton>
              }
            />
          ) : (
            <EmptyState text="No public collections yet." />
          )
        }
      />
      {matching.length > shown ? (
        <PlainFlex justify="center">
          <PlainButton
            look="default"
            onClick={() => setShown((n) => n + STEP)}
            aria-label="Load more collections"
          >
            Load more
          </PlainButton>
        </PlainFlex>
      ) : null}
    </PlainFlex>
  );
}
