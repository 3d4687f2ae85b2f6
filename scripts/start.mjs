// `npm start`: builds the SPA when needed, then runs the gateway and every service in one
// process with embedded defaults (scripts/embedded.ts). Ctrl-C stops everything cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';

const root = new URL('..', import.meta.url).pathname;

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

const child = spawn(
  process.execPath,
  ['--import', '@gems/platform/telemetry', '--import', 'tsx', join(root, 'scripts/embedded.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, OTEL_SERVICE_NAME: process.env.OTEL_SERVICE_NAME ?? 'gems' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
