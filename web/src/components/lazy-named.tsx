import { QueryClientContext } from '@tanstack/react-query';
import { lazy, useContext, useState, type ComponentType } from 'react';

/**
 * React.lazy for a named export: the module becomes its own chunk, fetched the first time the
 * component renders (the first-load budget, web/build/first-load-budget.mjs, counts only what a
 * page imports statically). `preload()` fetches it ahead; once it is loaded the component renders
 * at once, without suspending (a page drawn by the gateway stays on screen, no spinner, until
 * React draws the same page: web/src/main.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- props are checked at the call site through P
export function lazyNamed<K extends string, P = any>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
) {
  let loaded: { default: ComponentType<P> } | undefined;
  // One load at a time (a reach for a dialog, then its click); a failed one may be tried again.
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = { default: module[name] }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that calls back at once: React.lazy then takes the module without suspending.
  const ready = (module: { default: ComponentType<P> }) =>
    ({ then: (fulfil: (value: typeof module) => void) => fulfil(module) }) as Promise<typeof module>;
  everyPreload.push(preload);
  preloadByName.set(name, preload);
  const Lazy = lazy<ComponentType<P>>(() => (loaded ? ready(loaded) : preload()));
  function Part(props: P) {
    useDrawnPart(name);
    // P is the component's own props; React.lazy's props type adds nothing it checks.
    return <Lazy {...(props as P & object)} />;
  }
  return Object.assign(Part, { preload });
}

/**
 * The query (in a drawn page's answers) naming the lazy parts the gateway drew: the browser loads
 * them before adopting the page (preloadDrawnParts). React drops a tap on a part it has not
 * adopted yet when that part's code is still loading (it does not replay it), so a page is
 * adopted only once the code of every part it shows is there.
 */
export const DRAWN_PARTS_KEY = ['first-paint-parts'] as const;

/** Outside a browser (the gateway's drawing), records that the part `name` was drawn. */
function useDrawnPart(name: string) {
  const client = useContext(QueryClientContext);
  if (typeof window !== 'undefined' || !client) return;
  const drawn = client.getQueryData<string[]>(DRAWN_PARTS_KEY) ?? [];
  if (!drawn.includes(name)) client.setQueryData(DRAWN_PARTS_KEY, [...drawn, name]);
}

/** Loads the code of the lazy parts a drawn page shows (`names`, from DRAWN_PARTS_KEY). */
export async function preloadDrawnParts(names: readonly string[]): Promise<void> {
  await Promise.all(names.map((name) => preloadByName.get(name)?.()));
}

const preloadByName = new Map<string, () => Promise<unknown>>();
const everyPreload: (() => Promise<unknown>)[] = [];

/**
 * Loads every lazy part of the app: where a page is drawn outside a browser (web/src/prerender),
 * so that it is drawn whole, in one pass, rather than with loading states completed by scripts.
 */
export async function preloadEverything(): Promise<void> {
  // A loaded module may declare lazy parts of its own: load until none is new.
  for (let done = 0; done < everyPreload.length;) {
    const next = everyPreload.slice(done);
    done = everyPreload.length;
    await Promise.all(next.map((preload) => preload()));
  }
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

/**
 * Runs `show` (which mounts or opens `part`) once the part's code is loaded. Mounted before then,
 * the part suspends, and React reveals a part that suspended no sooner than 300 ms later: Add Gem
 * took ~330 ms from click to dialog, ~35 ms once loaded first (issue 31). A failed load still
 * runs `show`, so the part's own error is what the reader sees.
 */
export function showWhenLoaded(part: { preload: () => Promise<unknown> }, show: () => void): void {
  // The failure is the part's to show when it mounts (and loads again), not an unhandled rejection.
  void part.preload().then(show, show);
}
