// Playwright's web server: the real launcher (scripts/start.mjs) on a data folder made fresh
// for this run and removed after it, so each run starts with an empty database.
// Playwright signals the whole process group on shutdown, so the launcher receives the
// signal itself; this wrapper only waits for it to finish, then cleans up.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import process from 'node:process';

const root = new URL('../..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'gems-e2e-'));

const launcher = spawn(process.execPath, [join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, GEMS_DATA_DIR: dataDir },
});

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => undefined);

launcher.on('exit', (code, signal) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
