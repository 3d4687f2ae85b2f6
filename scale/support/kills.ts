import type { Call } from './client.js';
import { pause } from './settle.js';

/** Something the rehearsal kills and brings back: a replica, a gateway or a NATS node. */
export interface Killable {
  stop(signal: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

export interface Kill {
  what: string;
  /** When the SIGKILL was sent. */
  at: number;
  /** From the restart to ready again (a replica's /readyz, a NATS node's /varz). */
  readyInMs: number;
  /** From the restart until HAProxy had every replica in again. */
  inAgainMs: number;
}

/** Calls that failed as a client sees it: no answer, or a 5xx. */
export const failedCalls = (calls: Call[]) => calls.filter((c) => c.status === 0 || c.status >= 500);

/** The window after a kill in which failed calls are accepted (in-flight calls to the killed one). */
export const AFTER_KILL_MS = 3_000;

/**
 * A call failed in a kill's window when its failure came (the call ended) within 3 s after the
 * SIGKILL. By its end, not its start: a call already in flight when the process died fails then,
 * however long before the kill it was sent (half a second on a busy machine).
 */
const failedAfter = (k: Kill, c: Call) => c.at + c.ms >= k.at && c.at + c.ms <= k.at + AFTER_KILL_MS;
export const inKillWindow = (kills: Kill[], c: Call) => kills.some((k) => failedAfter(k, c));

/**
 * SIGKILLs each target in turn while the load runs, leaves the survivor serving alone for
 * `downMs`, starts it again and waits until it is ready, then lets the load run on before the next.
 */
export async function killInTurn(
  targets: { what: string; target: Killable }[],
  options: { downMs: number; betweenMs: number; allIn: () => Promise<void> },
): Promise<Kill[]> {
  const kills: Kill[] = [];
  for (const { what, target } of targets) {
    const at = Date.now();
    await target.stop('SIGKILL');
    await pause(options.downMs);
    const restarted = Date.now();
    await target.start();
    const readyInMs = Date.now() - restarted;
    await options.allIn();
    kills.push({ what, at, readyInMs, inAgainMs: Date.now() - restarted });
    await pause(options.betweenMs);
  }
  return kills;
}

/** Per kill: the failed calls in its window, and how long the killed one took to be ready again. */
export function killFigures(kills: Kill[], failed: Call[]) {
  return kills.map((k) => {
    const inWindow = failed.filter((c) => failedAfter(k, c));
    return {
      what: k.what,
      readyAgainMs: k.readyInMs,
      inHaproxyAgainMs: k.inAgainMs,
      failedCalls: inWindow.length,
      failedKinds: [...new Set(inWindow.map((c) => `${c.kind} ${c.status}`))],
    };
  });
}
