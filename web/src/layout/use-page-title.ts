import { useEffect } from 'react';

/** Each screen names itself in the tab title (and for screen readers on navigation). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Gems` : 'Gems';
  }, [title]);
}
