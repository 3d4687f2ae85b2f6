import { useLayoutEffect, useState } from 'react';

/** antd's md breakpoint: from here the top bar shows its links and labels. */
const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Whether the screen is at least 768 px wide. False on the first render, as the gateway draws the
 * page (it knows no screen), so adopting a drawn page matches it; the answer comes before the
 * browser paints, and follows the screen. As antd's Grid.useBreakpoint did, without its shared
 * observer and theme hook.
 */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const list = window.matchMedia(WIDE_SCREEN);
    setWide(list.matches);
    const onChange = (event: MediaQueryListEvent) => setWide(event.matches);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, []);
  return wide;
}
