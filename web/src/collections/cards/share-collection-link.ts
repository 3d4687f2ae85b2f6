import { useCallback } from 'react';
import { useToast } from '../../feedback/use-toast';
import { copyLink } from '../../gems/share-gem';
import { collectionLink } from '../dialogs/collections-api';

/**
 * The collection card's share button (spec 01 "Collection card"): copies origin + /collections/{id};
 * "Link copied to clipboard", or the link shown as "Share this collection" for 10 s.
 */
export function useCopyCollectionLink(): (id: number) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (id: number) => {
      await copyLink(toast, collectionLink(window.location.origin, id), 'Share this collection');
    },
    [toast],
  );
}
