import { lazy, useState, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the module becomes its own chunk, fetched the first time the
 * component renders (the first-load budget, web/build/first-load-budget.mjs, counts only what a
 * page imports statically).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked at the call site through P
export function lazyNamed<K extends string, P = any>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  return lazy<ComponentType<P>>(async () => ({ default: (await load())[name] }));
}

/**
 * True from the first time `open` is true: a lazy dialog mounts (and its chunk loads) when first
 * opened, then stays mounted so its closing animation and kept state behave as before.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * Runs `run` when the browser is idle (after a second where it cannot tell): for code to fetch
 * ahead of its first use without competing with the page's first paint.
 */
export function whenIdle(run: () => void): void {
  const idle = window.requestIdleCallback ?? ((later: () => void) => window.setTimeout(later, 1000));
  idle(run);
}
