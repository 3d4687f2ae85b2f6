import { useCallback } from 'react';
import { errorMessage } from '../api/client';
import { useToast, type Toast } from '../feedback/use-toast';
import { createShortUrl } from './gem-api';

/** Spec 01 §9: when the clipboard refuses, the link itself is shown this long. */
export const SHARE_FALLBACK_SECONDS = 10;
export const LINK_COPIED = 'Link copied to clipboard';

/** The short link of a gem: the site origin plus /s/{code}. */
export const shortLink = (origin: string, shortCode: string) => `${origin}/s/${shortCode}`;

/**
 * Copies a link; spec 01 §8: "Link copied to clipboard", or, when the clipboard fails, a toast
 * titled `fallbackTitle` that shows the link for 10 seconds so it can be copied by hand.
 */
export async function copyLink(toast: Toast, link: string, fallbackTitle: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
    await navigator.clipboard.writeText(link);
    toast.success(LINK_COPIED);
    return true;
  } catch {
    toast.info(fallbackTitle, link, SHARE_FALLBACK_SECONDS);
    return false;
  }
}

/** Share a gem: POST /api/gems/{id}/short-url, then copy origin/s/{code} (spec 01 §7, spec 02). */
export function useShareGem(): (gemId: number) => Promise<void> {
  const toast = useToast();
  return useCallback(
    async (gemId: number) => {
      let code: string;
      try {
        code = (await createShortUrl(gemId)).shortCode;
      } catch (error) {
        toast.error('Error', errorMessage(error, 'Could not make a share link. Please try again.'));
        return;
      }
      await copyLink(toast, shortLink(window.location.origin, code), 'Share this gem');
    },
    [toast],
  );
}
