// Starting the apps for a benchmark: each entry (a service's or the gateway's main.ts, the
// all-in-one launcher) in a Node process of its own with TypeScript loaded, as compose runs them.
import { fileURLToPath } from 'node:url';
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

const ownRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The V8 flags the images run the gateway and the services with (deploy/Dockerfile's NODE_OPTIONS). */
const IMAGE_NODE_FLAGS = ['--max-semi-space-size=32'];

/**
 * Starts `entry` (a path from the repository root) with exactly `env`. BENCH_CPU_PROF=<dir>: the
 * process writes a V8 CPU profile there when it stops (open it in Chrome's DevTools); BENCH_LOG=1
 * shows its output. It runs with the images' V8 flags, or with BENCH_NODE_FLAGS="--flag …" when
 * set (e.g. `--max-semi-space-size=2`, as `npm start` runs the all-in-one launcher; "" for V8's
 * defaults). Errors always show. `root` runs another checkout's code (a worktree of an older
 * commit, for a run beside it); it defaults to this one.
 */
export function startEntry(entry: string, env: NodeJS.ProcessEnv, root = ownRoot): ChildProcess {
  const dir = process.env.BENCH_CPU_PROF;
  const profile = dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
  const flags = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? IMAGE_NODE_FLAGS;
  return spawn(process.execPath, [...flags, ...profile, '--import', 'tsx', join(root, entry)], {
    cwd: root,
    env,
    stdio: ['ignore', process.env.BENCH_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
}
