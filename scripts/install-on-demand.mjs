// Tools a newcomer never runs stay out of `npm ci` (issue 14 §4): each lives in its own folder
// under tools/ with its own package.json and lockfile, and is installed there the first time a
// script needs it (and again when its lockfile changes). Used by the migration tool and by
// scripts/prisma-generate.mjs.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Runs `npm ci` in `dir` unless its node_modules already matches its lockfile. */
export function installOnDemand(dir, what) {
  const lock = join(dir, 'package-lock.json');
  const installed = join(dir, 'node_modules/.package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  // On stdout, and npm's own output only if it fails: callers' stderr stays theirs.
  console.log(`Installing ${what} (once, into ${dir})…`);
  // No install scripts: Prisma's would download engines these tools do not use.
  const npm = spawnSync('npm', ['ci', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (npm.status !== 0)
    throw new Error(`npm ci in ${dir} failed (exit ${npm.status ?? npm.signal})\n${npm.stdout}${npm.stderr}`);
}
