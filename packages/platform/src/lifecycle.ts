import type { IncomingMessage, ServerResponse } from 'node:http';
import { ConfigError, type Env } from './config.js';
import { isDatabaseUnavailable } from './db/connection-errors.js';

/** What each service's `start(env)` returns: enough to stop it cleanly. */
export interface RunningService {
  name: string;
  url: string;
  stop(): Promise<void>;
  /** Its HTTP handler, for a gateway in the same process to call without a network hop. */
  handle?: (req: IncomingMessage, res: ServerResponse) => void;
}

/**
 * Collects shutdown steps as a service starts, and runs them in reverse order on stop, so what
 * was opened last (HTTP server) closes first and pools close last.
 */
export class Shutdown {
  private steps: { name: string; run: () => Promise<unknown> }[] = [];
  private stopping?: Promise<void>;

  add(name: string, run: () => Promise<unknown>): void {
    this.steps.push({ name, run });
  }

  run(onError: (name: string, error: unknown) => void = () => undefined): Promise<void> {
    this.stopping ??= (async () => {
      for (const step of [...this.steps].reverse()) {
        try {
          await step.run();
        } catch (error) {
          onError(step.name, error);
        }
      }
    })();
    return this.stopping;
  }
}

/**
 * The one `main` every process uses: start with the environment, stop on SIGTERM/SIGINT, and
 * exit with a clear message when the configuration is invalid.
 */
export async function runMain(
  start: (env: Env) => Promise<RunningService | RunningService[]>,
): Promise<void> {
  survive(process);
  let running: RunningService[];
  try {
    const started = await start(process.env);
    running = Array.isArray(started) ? started : [started];
  } catch (error) {
    if (error instanceof ConfigError) console.error(error.message);
    else console.error('Failed to start:', error);
    process.exit(1);
  }
  let signalled = false;
  const stop = async (signal: string) => {
    if (signalled) return;
    signalled = true;
    console.error(`${signal} received: stopping ${running.map((s) => s.name).join(', ')}`);
    const hardStop = setTimeout(() => process.exit(1), 20_000);
    hardStop.unref();
    await Promise.all(running.map((s) => s.stop()));
    process.exit(0);
  };
  // `on`, not `once`: a second signal (Ctrl-C reaches the whole process group) must not kill the
  // process half-way through its cleanup.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * A lost database connection is something the process recovers from (the pool replaces it and the
 * request or event that was using it is retried), so one that escapes as an unhandled rejection or
 * an unhandled 'error' event is logged, not fatal. Anything else still ends the process, as Node
 * would: its state is unknown.
 */
export function survive(
  proc: Pick<NodeJS.Process, 'on' | 'exit'>,
  log: (message: string, error: unknown) => void = console.error,
): void {
  proc.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason)) return log('database connection error (recovering):', reason);
    log('Unhandled rejection:', reason);
    proc.exit(1);
  });
  proc.on('uncaughtException', (error) => {
    if (isDatabaseUnavailable(error)) return log('database connection error (recovering):', error);
    log('Uncaught exception:', error);
    proc.exit(1);
  });
}
