import { useCallback, useEffect, useState } from 'react';

/** How long the empty feed keeps asking after a follow: well past the events' usual second. */
const CATCH_UP_MS = 15_000;
const EVERY_MS = 1_000;

/**
 * After a follow from the empty feed: curation learns of the follow by event, a moment after
 * social answered, so the feed read at once may still be empty. It is asked again every second
 * until gems arrive, for at most 15 s. Returns the function that starts the catching up.
 */
export function useFeedCatchUp(refetch: () => unknown, isEmpty: boolean): () => void {
  const [since, setSince] = useState<number | null>(null);
  useEffect(() => {
    if (since === null) return;
    if (!isEmpty) {
      setSince(null);
      return;
    }
    const timer = setInterval(() => {
      if (Date.now() - since > CATCH_UP_MS) setSince(null);
      else void refetch();
    }, EVERY_MS);
    return () => clearInterval(timer);
  }, [since, isEmpty, refetch]);
  return useCallback(() => setSince(Date.now()), []);
}
