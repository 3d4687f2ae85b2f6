// `npm start`: builds the SPA when needed, then runs the gateway and every service in this one
// process with embedded defaults (scripts/embedded.ts). Ctrl-C stops everything cleanly.
// package.json starts it with --max-semi-space-size=2: a person's own instance trades some peak
// speed (14–26 % fewer requests a second at saturation) for ~70 MB less heap. --optimize-for-size
// is not used: it saved 15–33 MB but cost 2–3× the CPU per request (docs/benchmarks.md, issue 17).
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import v8 from 'node:v8';

const root = fileURLToPath(new URL('..', import.meta.url));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function webIsStale() {
  const index = join(
    process.env.WEB_DIST_DIR ? process.env.WEB_DIST_DIR : join(root, 'web/dist'),
    'index.html',
  );
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  return ['web/src', 'web/public', 'web/index.html', 'packages/contracts/src'].some((p) => {
    const path = join(root, p);
    return (
      existsSync(path) && (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > built
    );
  });
}

if (!process.env.GEMS_SKIP_WEB_BUILD && webIsStale()) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The app runs in this process rather than a child: a second Node process only to wait for the
// first cost ~47 MB of RSS (issue 14 §3, docs/benchmarks.md). Same order as the flags it replaces
// (`--import @gems/platform/telemetry --import tsx`): the telemetry hooks, the TypeScript loader,
// then the app; runMain (scripts/embedded.ts) handles SIGINT and SIGTERM itself.
// Wasm (PGlite's Postgres, Prisma's query compilers) stays on V8's baseline compiler: the
// optimised second copy of Postgres's code took ~67 MB, and queries measured no slower without it
// (docs/benchmarks.md). Set before anything compiles Wasm.
v8.setFlagsFromString('--liftoff-only');
// tsx compiles with esbuild, whose synchronous API (tsx's require hook) otherwise keeps a worker
// thread and a second esbuild process alive for the life of the app: ~18 MB, for the few files
// compiled synchronously on a first start (later starts read tsx's cache). Set before tsx loads.
process.env.ESBUILD_WORKER_THREADS ??= '0';
process.env.OTEL_SERVICE_NAME ??= 'gems';
await import('@gems/platform/telemetry');
await import('tsx');
await import(join(root, 'scripts/embedded.ts'));
