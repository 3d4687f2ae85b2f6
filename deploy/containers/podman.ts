import { execFile, spawn } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * podman as this kind of machine needs it (crun refuses cgroups' hybrid mode; the sandbox refuses
 * rlimits above these). PODMAN_FLAGS replaces the global flags elsewhere (e.g. an empty string).
 */
const GLOBAL = (process.env.PODMAN_FLAGS ?? '--runtime /usr/sbin/runc --cgroup-manager=cgroupfs')
  .split(' ')
  .filter(Boolean);
export const ULIMITS = ['--ulimit', 'nofile=1024:1024', '--ulimit', 'nproc=1024:1024'];

/** Runs podman and answers its stdout, trimmed; fails with its stderr. */
export function podman(...args: string[]): Promise<string> {
  return podmanWith({}, ...args);
}

/** podman with extra environment (e.g. CONTAINERS_CONF for `kube play`, which takes no --ulimit). */
export async function podmanWith(env: NodeJS.ProcessEnv, ...args: string[]): Promise<string> {
  try {
    const { stdout } = await run('podman', [...GLOBAL, ...args], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, ...env },
    });
    return stdout.trim();
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(
      `podman ${args.slice(0, 3).join(' ')} failed: ${stderr?.trim().split('\n').slice(-15).join('\n')}`,
    );
  }
}

/** A long podman command (a build) with its output streamed to this process's stderr when asked. */
export function podmanStreaming(args: string[], verbose: boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('podman', [...GLOBAL, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      if (verbose) process.stderr.write(chunk);
      tail.push(chunk.toString());
      if (tail.length > 40) tail.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`podman ${args[0]} exited ${code}:\n${tail.join('')}`)),
    );
  });
}
