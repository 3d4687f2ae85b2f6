import { useSyncExternalStore } from 'react';

const subscribe = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the browser says it has a network connection, kept up to date. */
export function useOnline(): boolean {
  // A page prerendered at build time is drawn as online (web/src/prerender).
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** The offline line: whether gems already loaded in this visit are still on screen. */
export function offlineMessage(hasLoadedGems: boolean): string {
  return hasLoadedGems
    ? 'You’re offline — your last feed is shown.'
    : 'You’re offline — this page needs a connection to load.';
}
