// Starting the apps for a benchmark: each entry (a service's or the gateway's main.ts, the
// all-in-one launcher) in a Node process of its own with TypeScript loaded, as compose runs them.
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ownRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Starts `entry` (a path from the repository root) with exactly `env`. BENCH_CPU_PROF=<dir>: the
 * process writes a V8 CPU profile there when it stops (open it in Chrome's DevTools); BENCH_LOG=1
 * shows its output; BENCH_NODE_FLAGS="--flag …" starts it with those flags (e.g. the V8 flags
 * `npm start` uses, which NODE_OPTIONS does not accept). Errors always show. `root` runs another
 * checkout's code (a worktree of an older commit, for a run beside it); it defaults to this one.
 */
export function startEntry(entry: string, env: NodeJS.ProcessEnv, root = ownRoot): ChildProcess {
  const dir = process.env.BENCH_CPU_PROF;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? [];
  return spawn(process.execPath, [...flags, ...profile, '--import', 'tsx', join(root, entry)], {
    cwd: root,
    env,
    stdio: ['ignore', process.env.BENCH_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
}
