import { LinkButton } from '../components/link-button';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { CollectionGrid } from '../collections/cards/collection-grid';
import { usePublicCollections } from '../collections/cards/use-collection-lists';
import { EmptyState } from '../components/empty-state';
import { COLLECTIONS_COUNTED, SHOWCASE_COUNT, collectionsCountText } from './showcase-rules';
import { Title, Text } from '../components/typography';

/** "Curated Collections": the first 6 public collections, a count, and a way to see the rest. */
export function CuratedCollections() {
  const collections = usePublicCollections(COLLECTIONS_COUNTED);
  const total = collections.data?.length ?? 0;
  return (
    <section aria-labelledby="curated-collections">
      <PlainFlex justify="space-between" align="baseline" wrap gap={8}>
        <Title level={2} id="curated-collections" style={{ fontSize: 24 }}>
          Curated Collections
        </Title>
        {/* The line is there from the start (empty while loading): on a phone it wraps below the
            title, and appearing late would push the cards down. */}
        <Text type="secondary" data-testid={collections.isSuccess ? 'collections-count' : undefined}>
          {collections.isSuccess ? collectionsCountText(total) : '\u00a0'}
        </Text>
      </PlainFlex>
      {collections.isError ? (
        <EmptyState
          text="Collections could not be loaded."
          reason={collections.error.message}
          action={
            <PlainButton look="default" onClick={() => void collections.refetch()}>
              Try again
            </PlainButton>
          }
        />
      ) : (
        <CollectionGrid
          collections={collections.data?.slice(0, SHOWCASE_COUNT) ?? []}
          loading={collections.isPending}
          empty="No public collections yet."
          label="Curated collections"
        />
      )}
      {total > SHOWCASE_COUNT ? (
        <PlainFlex justify="center" style={{ marginTop: 16 }}>
          <LinkButton to="/explore?tab=collections">Explore All Collections</LinkButton>
        </PlainFlex>
      ) : null}
    </section>
  );
}
