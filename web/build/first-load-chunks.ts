import { resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import landingPages from './landing-pages.json';

/** The pages people land on: the first-load budget's pages (web/build/first-load-budget.mjs). */
const LANDING_PAGES = Object.values(landingPages);

/** Set in the plan's own build, so that build is chunked the bundler's way and plans nothing. */
const PLANNING = 'GEMS_FIRST_LOAD_PLANNING';

interface PlannedChunk {
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  fileName: string;
  modules: Record<string, unknown>;
}

/**
 * Left to itself the bundler splits what a landing page needs at every boundary where some lazy
 * page shares a module: ~60 chunks a page, one per icon, and gzip starts afresh in each (~20 KB
 * gzipped lost). This plugin builds once the bundler's way (in memory, unminified), reads which
 * modules each landing page really loads first (after tree-shaking: a barrel such as antd's index
 * reaches every component, the page keeps a few), and has the real build put them in a few
 * chunks: one for what all landing pages need and one per set of pages that shares the rest. A
 * lazy page that needs one module of such a chunk loads all of it — usually already cached from
 * the page the visitor landed on.
 */
export function firstLoadChunks(): Plugin {
  return {
    name: 'gems-first-load-chunks',
    apply: (_config, env) => env.command === 'build' && !process.env[PLANNING],
    async config(config) {
      const root = resolve(config.root ?? process.cwd());
      const chunkOf = await plan(root);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    debugName: 'first-load',
                    name: (id: string) => chunkOf.get(id) ?? null,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** Module id → the chunk it goes in, for every module a landing page loads before it shows. */
async function plan(root: string): Promise<Map<string, string>> {
  process.env[PLANNING] = '1';
  let output;
  try {
    output = await build({
      root,
      logLevel: 'silent',
      build: { write: false, minify: false, sourcemap: false, manifest: false, reportCompressedSize: false },
    });
  } finally {
    delete process.env[PLANNING];
  }
  const chunks = (Array.isArray(output) ? output : [output])
    .flatMap((o) => ('output' in o ? o.output : []))
    .filter((item): item is typeof item & PlannedChunk => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-load-chunks: the planning build has no entry chunk');

  const closure = (chunk: PlannedChunk, seen = new Set<PlannedChunk>()) => {
    if (seen.has(chunk)) return seen;
    seen.add(chunk);
    for (const file of chunk.imports) closure(byFile.get(file)!, seen);
    return seen;
  };
  // What the entry loads (the shell, React, antd's core) every landing page loads too.
  const entryChunks = closure(entry);
  const pagesOf = new Map<string, string[]>();
  for (const page of LANDING_PAGES) {
    const pageChunk = chunks.find((chunk) => chunk.facadeModuleId === resolve(root, page));
    if (!pageChunk) throw new Error(`first-load-chunks: ${page} has no chunk of its own`);
    const name = page.split('/').pop()!.replace('.tsx', '');
    const firstLoad = closure(pageChunk, new Set(entryChunks));
    for (const chunk of firstLoad) {
      // Every module of the chunk, even one whose code moved out (an import of a CommonJS module
      // is hoisted): one left behind becomes a chunk of its own that imports the first-load chunk
      // which imports it, a cycle that runs its code before what it needs.
      for (const id of Object.keys(chunk.modules)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), name]);
    }
  }
  const chunkOf = new Map<string, string>();
  // The pages themselves keep chunks of their own: the routes import them by name.
  for (const page of LANDING_PAGES) pagesOf.delete(resolve(root, page));
  for (const [id, pages] of pagesOf) {
    chunkOf.set(id, pages.length === LANDING_PAGES.length ? 'first-load' : `first-load-${pages.join('-')}`);
  }
  return chunkOf;
}
