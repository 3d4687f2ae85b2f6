import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export { freePorts } from '@gems/testkit';

export async function waitFor(
  check: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} not ready within ${timeoutMs} ms`);
}

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createServer().listen(port, '127.0.0.1');
    socket.once('listening', () => socket.close(() => resolve(false)));
    socket.once('error', () => resolve(true));
  });

/** A program the suite starts, stops, kills and starts again, as an operator or a crash would. */
export class Managed {
  private child?: ChildProcess;
  output = '';

  constructor(
    readonly name: string,
    private readonly command: string,
    private readonly args: string[],
    private readonly env: NodeJS.ProcessEnv,
    private readonly ready: () => Promise<boolean>,
    /** How long a start may take to turn ready (a dozen processes on two busy cores take minutes). */
    private readonly readyTimeoutMs = 60_000,
  ) {}

  /** Whether the process is running (it has not exited since its start). */
  get alive(): boolean {
    const child = this.child;
    return Boolean(child && child.exitCode === null && child.signalCode === null);
  }

  async start(): Promise<void> {
    const child = spawn(this.command, this.args, { env: this.env, stdio: ['ignore', 'pipe', 'pipe'] });
    this.child = child;
    const keep = (chunk: Buffer) => (this.output = (this.output + chunk.toString()).slice(-20_000));
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    // A process that exits while starting fails its start at once rather than at the timeout.
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code, signal) =>
        reject(new Error(`${this.name} exited (${signal ?? code}) before it was ready`)),
      ),
    );
    exited.catch(() => undefined);
    try {
      await Promise.race([waitFor(this.ready, this.name, this.readyTimeoutMs), exited]);
    } catch (error) {
      throw new Error(`${(error as Error).message}\n--- ${this.name} output ---\n${this.output}`);
    }
  }

  /** SIGTERM (graceful) or SIGKILL (a crash); resolves once the process is gone. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(timer);
  }
}

/** Where the machine keeps a server binary, or undefined (the suite then says so and skips). */
export function findBinary(name: string, candidates: string[] = []): string | undefined {
  for (const path of [...candidates, name]) {
    if (spawnSync(path, ['--version'], { stdio: 'ignore' }).status === 0) return path;
  }
  return undefined;
}

/** Our own NATS server (JetStream on disk, so a restart keeps the stream and the durables). */
export async function natsServer(binary: string, port: number): Promise<{ url: string; server: Managed }> {
  const store = mkdtempSync(join(tmpdir(), 'gems-faults-nats-'));
  const server = new Managed(
    'nats',
    binary,
    ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store],
    process.env,
    () => portOpen(port),
  );
  await server.start();
  return { url: `nats://127.0.0.1:${port}`, server };
}

/** Our own Redis, with nothing on disk: a restart comes back empty, as after a crash. */
export async function redisServer(binary: string, port: number): Promise<{ url: string; server: Managed }> {
  const server = new Managed(
    'redis',
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    process.env,
    () => portOpen(port),
  );
  await server.start();
  return { url: `redis://127.0.0.1:${port}`, server };
}
