// Compiles each Gems process for its image: one ES module per process (<workspace>/dist/main.mjs,
// with a source map), our TypeScript (the workspaces @gems/*) bundled in and every third-party
// package left to node_modules, so the image needs production dependencies only and no tsx.
// Measured (docs/benchmarks.md): ready in about half the time of `--import tsx`, with less memory.
//   node deploy/bundle.mjs OUT_DIR
// writes OUT_DIR/<workspace>/dist/main.mjs and, next to it, what the process reads at run time:
// each service's prisma/migrations (found relative to the module, ../prisma/migrations), and the
// entries of the worker threads a process starts (THREADS), bundled beside main.mjs, where the
// process looks for them.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import process from 'node:process';
import { build } from 'esbuild';

const ROOT = resolve(import.meta.dirname, '..');
export const PROCESSES = {
  gateway: 'gateway',
  identity: 'services/identity',
  curation: 'services/curation',
  social: 'services/social',
  rewards: 'services/rewards',
  scraper: 'services/scraper',
  'admin-metrics': 'services/admin-metrics',
};

/**
 * Worker threads' entries, per process: dist/<name>.mjs from <workspace>/<source>. The gateway
 * draws visitors' first paints in a thread (gateway/src/first-paint/drawing-thread.ts).
 */
const THREADS = {
  gateway: { 'first-paint-worker': 'src/first-paint/first-paint-worker.ts' },
};

/** Bare imports of third-party packages stay imports (node_modules); @gems/* and relative paths are bundled. */
const thirdPartyExternal = {
  name: 'third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@gems/') ? undefined : { path: args.path, external: true },
    );
  },
};

const out = process.argv[2];
if (!out) {
  console.error('usage: node deploy/bundle.mjs OUT_DIR');
  process.exit(2);
}
rmSync(out, { recursive: true, force: true });

for (const [name, workspace] of Object.entries(PROCESSES)) {
  await build({
    // Each entry is a whole bundle of its own (no shared chunks): main.mjs as before.
    entryPoints: {
      main: join(ROOT, workspace, 'src/main.ts'),
      ...Object.fromEntries(
        Object.entries(THREADS[name] ?? {}).map(([entry, source]) => [entry, join(ROOT, workspace, source)]),
      ),
    },
    outdir: join(out, workspace, 'dist'),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces keep the source's function and class names (logs, error reports).
    keepNames: true,
    plugins: [thirdPartyExternal],
    logLevel: 'warning',
  });
  const migrations = join(ROOT, workspace, 'prisma/migrations');
  if (existsSync(migrations))
    cpSync(migrations, join(out, workspace, 'prisma/migrations'), { recursive: true });
  console.log(`bundled ${name}`);
}
