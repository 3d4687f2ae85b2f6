import { EmptyState } from '../components/empty-state';
import { LinkButton } from '../components/link-button';
import { PlainButton } from '../components/plain-button';
import { PlainFlex } from '../components/plain-flex';
import { GemGrid } from '../gems/cards/gem-grid';
import { useGemPreview } from '../gems/use-gem-lists';
import { SHOWCASE_COUNT } from './showcase-rules';
import { Title } from '../components/typography';

/** "Discover hand-picked gems": the first 6 public gems, and "Sign Up to See More" past 6. */
export function HandPickedGems() {
  const preview = useGemPreview({ limit: SHOWCASE_COUNT });
  return (
    <section aria-labelledby="hand-picked-gems">
      <Title level={2} id="hand-picked-gems" style={{ fontSize: 24 }}>
        Discover hand-picked gems
      </Title>
      {preview.isError ? (
        <EmptyState
          text="Gems could not be loaded."
          reason={preview.error.message}
          action={
            <PlainButton look="default" onClick={() => void preview.refetch()}>
              Try again
            </PlainButton>
          }
        />
      ) : (
        <GemGrid
          gems={preview.data?.gems ?? []}
          loading={preview.isPending}
          empty="No public gems yet."
          label="Hand-picked gems"
          priority
        />
      )}
      {preview.data?.nextCursor ? (
        <PlainFlex justify="center" style={{ marginTop: 16 }}>
          <LinkButton to="/register" look="primary" size="large">
            Sign Up to See More
          </LinkButton>
        </PlainFlex>
      ) : null}
    </section>
  );
}
