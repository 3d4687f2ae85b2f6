// The app's pages drawn to HTML outside a browser (a server build of this file: web/build/prerender.ts).
// The gateway draws a visitor's or a signed-in member's first view of a page with it, so the phone
// shows the page before its JavaScript has loaded; the build draws pages with sample answers to
// learn which antd styles to ship as a stylesheet. The reads go where sendRequestsWith says: the
// gateway sends a member's with their session, a visitor's with none.
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { iconStyles } from '@ant-design/icons/es/utils';
import type { Account } from '@gems/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { sendRequestsWith } from '../api/client';
import { createQueryClient } from '../api/query-client';
import { AppProviders } from '../app';
import { fetchMe, ME_QUERY_KEY } from '../auth/auth-api';
import { preloadEverything } from '../components/lazy-named';
import { AppRoutes } from '../routes';
import { firstPaintEntries, type FirstPaintEntry } from './first-paint-state';

export { sendRequestsWith };
export type StyleCache = ReturnType<typeof createCache>;

export interface RenderedPage {
  html: string;
  /** Every answer the page read, for the browser's first render to start from. */
  state: FirstPaintEntry[];
  /** True when every read answered: the page is drawn as a visitor sees it once loaded. */
  complete: boolean;
  /** The queries that failed or were still waiting (for the log). */
  missing: string[];
  /** True when the deadline ended the drawing (the page may be drawn in time another time). */
  late: boolean;
  styles: StyleCache;
}

// In this build every lazy part is in the one file: loading them is only running their modules.
const everythingLoaded = preloadEverything();

/** How many times a page is drawn at most: each draw may ask for more (a gem, then its comments). */
const MAX_DRAWS = 4;

type Wanted = Parameters<QueryClient['fetchQuery']>[0] & { queryHash?: string };

/** Records every query a draw asks for (the hooks cannot fetch outside a browser). */
function recordQueries(client: QueryClient): Map<string, Wanted> {
  const wanted = new Map<string, Wanted>();
  const defaults = client.defaultQueryOptions.bind(client);
  client.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
    const merged = defaults(options);
    wanted.set(merged.queryHash, merged as Wanted);
    return merged;
  }) as typeof client.defaultQueryOptions;
  return wanted;
}

/** What a draw waits for: enabled queries without an answer yet. */
function unanswered(client: QueryClient, wanted: Map<string, Wanted>): Wanted[] {
  return [...wanted.values()].filter((options) => {
    const query = client.getQueryCache().get(options.queryHash!);
    if (!query || query.state.status !== 'pending') return false;
    const { enabled } = options as { enabled?: boolean | ((q: typeof query) => boolean) };
    return typeof enabled === 'function' ? enabled(query) : enabled !== false;
  });
}

/** The page's HTML; a component that throws leaves its part undrawn, and the error in `errors`. */
async function draw(
  path: string,
  client: QueryClient,
  styles: StyleCache,
  signal: AbortSignal,
  errors: unknown[] = [],
) {
  const { prelude } = await prerenderToNodeStream(
    <StyleProvider cache={styles}>
      <AppProviders queryClient={client}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StyleProvider>,
    // No boundary outlined to be completed by an inline script (the page's CSP allows none).
    { signal, onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return text(prelude);
}

/**
 * Draws the page at `path` as its reader sees it: drawn, its queries answered, drawn again, until
 * nothing more is asked or `deadline` (epoch ms) passes. A page whose reads fail is not complete.
 * `signedIn`: the reads carry a member's session, and the page is theirs ("me" is read, and kept
 * in the page's answers); a page that finds nobody signed in then is not complete. Otherwise a
 * visitor's page, whose "me" is nobody from the start.
 */
export async function renderPage(
  path: string,
  deadline: number,
  { signedIn = false }: { signedIn?: boolean } = {},
): Promise<RenderedPage> {
  await everythingLoaded;
  const client = createQueryClient();
  const wanted = recordQueries(client);
  // Who is signed in, before the first draw: that draw then asks for the member's page's reads
  // at once, instead of drawing a round only to learn who they are.
  if (signedIn) await client.prefetchQuery({ queryKey: ME_QUERY_KEY, queryFn: fetchMe });
  else client.setQueryData(ME_QUERY_KEY, null);
  const signal = AbortSignal.timeout(Math.max(1, deadline - Date.now()));
  for (let round = 1; ; round++) {
    const styles = createCache();
    const errors: unknown[] = [];
    const html = await draw(path, client, styles, signal, errors);
    const waiting = unanswered(client, wanted);
    const failed = [...wanted.values()].filter(
      (options) => client.getQueryCache().get(options.queryHash!)?.state.status === 'error',
    );
    const late = Date.now() >= deadline;
    if (!waiting.length || failed.length || errors.length || round === MAX_DRAWS || late) {
      const missing = [
        ...[...waiting, ...failed].map((options) => options.queryHash!),
        ...errors.map((error) => `error: ${error instanceof Error ? error.message : String(error)}`),
        ...(signedIn && !waiting.length && !client.getQueryData(ME_QUERY_KEY) ? ['nobody signed in'] : []),
      ];
      return {
        html,
        state: firstPaintEntries(client, { withMe: signedIn }),
        complete: missing.length === 0,
        missing,
        late,
        styles,
      };
    }
    await answer(client, waiting);
  }
}

/** Runs the queries' own functions (their requests go where sendRequestsWith says). */
async function answer(client: QueryClient, queries: Wanted[]): Promise<void> {
  await Promise.allSettled(
    queries.map((options) =>
      'initialPageParam' in options
        ? client.prefetchInfiniteQuery(options as Parameters<QueryClient['prefetchInfiniteQuery']>[0])
        : client.prefetchQuery(options),
    ),
  );
}

/** antd's record of which styles a stylesheet already holds (read by antd in the browser). */
const STYLE_MAP_RULE = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/;

/** antd's style element naming the styles a stylesheet holds: the shipped stylesheet's stays the one read. */
const STYLE_MAP_ELEMENT = /<style data-ant-cssinjs-cache-path[^>]*>[^<]*<\/style>/;

/**
 * The page's own styles as antd's own `<style>` elements (each keyed by its `data-css-hash`):
 * antd's theme variables as drawn here, and any component style that the build's stylesheet
 * (`shipped`: antd's style paths in it) does not hold. In the browser antd finds each element by
 * its key and keeps it rather than inserting its own, so hydrating the page changes no style and
 * the browser does not recompute every element's (~45 ms on a phone's first load).
 */
export function pageStyles(styles: StyleCache, shipped: ReadonlySet<string>): string {
  for (const key of styles.cache.keys())
    if (key.startsWith('style%') && shipped.has(key.slice('style%'.length).replaceAll('%', '|')))
      styles.extracted.add(key);
  return extractStyle(styles, { once: true }).replace(STYLE_MAP_ELEMENT, '');
}

/**
 * The stylesheet of every component style the drawn pages used, and the style paths it holds;
 * with the icons' base style, which the app's icons then do not insert themselves (theme-provider).
 */
export function shippedStyles(styles: StyleCache): { css: string; paths: string[] } {
  const css = iconStyles + extractStyle(styles, { plain: true, types: ['style'] });
  const map = STYLE_MAP_RULE.exec(css)?.[1] ?? '';
  return { css, paths: map.split(';').map((entry) => entry.slice(0, entry.lastIndexOf(':'))) };
}

/**
 * Draws pages for the build's stylesheet (shippedStyles) into one style cache: each before and
 * after its queries are answered (by the sample answers the build sends requests to), as a
 * visitor or as `me`.
 */
export async function drawForStyles(paths: string[], styles: StyleCache, me: Account | null) {
  await everythingLoaded;
  for (const path of paths) {
    const client = createQueryClient();
    client.setQueryData(ME_QUERY_KEY, me);
    const wanted = recordQueries(client);
    for (let round = 0; round < MAX_DRAWS; round++) {
      await draw(path, client, styles, AbortSignal.timeout(60_000));
      const waiting = unanswered(client, wanted);
      if (!waiting.length) break;
      await answer(client, waiting);
    }
  }
}

export { createCache };
