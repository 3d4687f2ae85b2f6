// GEMS_WORKERS=N runs the all-in-one start as N processes sharing its ports (node:cluster): one
// process uses one core for all its JavaScript, so on a machine with more cores the gateway and
// the services in one process leave the others to Postgres alone. Each worker is a whole Gems (the
// gateway calling its services in process); the ports are shared, so connections spread over the
// workers. The embedded database, bus and cache live inside one process, so this needs the real
// ones (DATABASE_URL, NATS_URL, REDIS_URL), as replicas of the microservices do.
import cluster from 'node:cluster';
import process from 'node:process';

const SHARED = ['DATABASE_URL', 'NATS_URL', 'REDIS_URL'] as const;

/** How many workers to run: 1 (this process, no cluster) unless GEMS_WORKERS asks for more. */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const raw = env.GEMS_WORKERS?.trim();
  if (!raw) return 1;
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64)
    throw new Error(`GEMS_WORKERS must be a whole number from 1 to 64, not "${raw}"`);
  const missing = SHARED.filter((name) => !env[name]);
  if (count > 1 && missing.length)
    throw new Error(
      `GEMS_WORKERS=${count} needs ${missing.join(', ')}: the embedded database, bus and cache live in one process`,
    );
  return count;
}

/**
 * The primary: starts `count` workers and stops them on SIGINT/SIGTERM. A worker that dies on its
 * own takes the others down with a failure code, so a supervisor restarts the whole start.
 */
export function runWorkers(count: number): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  cluster.on('exit', (worker, code, signal) => {
    if (!stopping) {
      console.error(`gems worker ${worker.process.pid} stopped (${signal ?? code}); stopping the others`);
      process.exitCode = 1;
      stop('SIGTERM');
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
  });
  for (let i = 0; i < count; i++) cluster.fork();
  console.log(`Gems: ${count} workers`);
}

export const isPrimary = () => cluster.isPrimary;

/** workerCount, or a clear message and exit code 1 for a setting that cannot work. */
export function workerCountOrExit(env: NodeJS.ProcessEnv): number {
  try {
    return workerCount(env);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
