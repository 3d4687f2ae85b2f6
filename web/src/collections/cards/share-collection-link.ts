import { useCallback } from 'react';
import { useToast } from '../../feedback/use-toast';

/** Spec 01 §9: the link stays on screen 10 s when the clipboard refuses. */
const FALLBACK_SECONDS = 10;

/** Spec 01 "Collection card": the share link is the site origin plus /collections/{id}. */
export const collectionLink = (id: number, origin = window.location.origin) => `${origin}/collections/${id}`;

/** Copies a collection's link; "Link copied to clipboard", or the link shown as "Share this collection". */
export function useCopyCollectionLink(): (id: number) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (id: number) => {
      const link = collectionLink(id);
      try {
        await navigator.clipboard.writeText(link);
        toast.success('Link copied to clipboard');
      } catch {
        toast.info('Share this collection', link, FALLBACK_SECONDS);
      }
    },
    [toast],
  );
}
