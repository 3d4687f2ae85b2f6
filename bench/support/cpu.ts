// CPU time per request (issue 17 target 1): read from the processes' own counters in /proc, so
// the load generator (this process) is never counted. On a 2-core machine every CPU-millisecond
// spent in Node is taken from Postgres, which makes CPU per request the figure to drive down.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Linux's clock tick (getconf CLK_TCK): /proc reports CPU time in these. */
const TICKS_PER_SECOND = 100;

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces), so index 0 is
 * field 3 (state); null once the process is gone.
 */
export function procStat(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime (field 14) + stime (15) of one process, in ms; 0 once it is gone (a closed backend). */
function processCpuMs(pid: number): number {
  const fields = procStat(pid);
  return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND : 0;
}

/** A process's children, grandchildren…: e.g. the workers of a start with GEMS_WORKERS. */
export function descendantsOf(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const parent = Number(procStat(entry)?.[1]); // field 4: ppid
    if (parent) children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** A process's CPU with that of every process it started (living ones: workers, not one-off tools). */
const treeCpuMs = (pid: number) => [pid, ...descendantsOf(pid)].reduce((sum, p) => sum + processCpuMs(p), 0);

/** Every running process whose command is `name` (Postgres runs one backend per connection). */
function pidsNamed(name: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) pids.push(Number(entry));
    } catch {
      /* gone meanwhile */
    }
  }
  return pids;
}

/** The inodes of a process's open sockets (`socket:[inode]` links under /proc/<pid>/fd). */
function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
        if (match) inodes.add(match[1]!);
      } catch {
        /* closed meanwhile */
      }
    }
  } catch {
    /* gone */
  }
  return inodes;
}

/** The TCP sockets of the machine: local and remote port, and inode. */
function tcpSockets(): { local: number; remote: number; inode: string }[] {
  const sockets: { local: number; remote: number; inode: string }[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      const port = (address: string) => parseInt(address.slice(address.lastIndexOf(':') + 1), 16);
      sockets.push({ local: port(fields[1]!), remote: port(fields[2]!), inode: fields[9]! });
    }
  }
  return sockets;
}

/**
 * The Postgres backends serving the TCP connections of these processes: on a machine whose
 * Postgres also serves other work, only these are the processes' own database CPU. (Their server
 * socket's remote port is the client socket's local port.) Needs read access to /proc/<pid>/fd.
 */
export function postgresBackendsOf(pids: number[], postgresPort = 5432): number[] {
  const clientInodes = new Set(pids.flatMap((pid) => [...socketInodes(pid)]));
  const sockets = tcpSockets();
  const clientPorts = new Set(
    sockets.filter((s) => s.remote === postgresPort && clientInodes.has(s.inode)).map((s) => s.local),
  );
  const serverInodes = new Set(
    sockets.filter((s) => s.local === postgresPort && clientPorts.has(s.remote)).map((s) => s.inode),
  );
  return pidsNamed('postgres').filter((pid) => [...socketInodes(pid)].some((i) => serverInodes.has(i)));
}

export interface CpuSample {
  /** CPU ms per named part (each Node process, and Postgres with all its backends). */
  readonly parts: Record<string, number>;
  readonly total: number;
}

/**
 * Samples the CPU time of the named Node processes (each with the processes it started) and of
 * every Postgres process (backends are pooled, so they live through a run). Postgres on the machine is shared: run on a quiet machine,
 * or pass `withPostgres` a function naming the backends to count (postgresBackendsOf).
 */
export function cpuMeter(
  processes: Record<string, number | undefined>,
  withPostgres: boolean | (() => number[]) = true,
) {
  const read = (): Map<string, number> => {
    const now = new Map<string, number>();
    for (const [name, pid] of Object.entries(processes)) if (pid) now.set(name, treeCpuMs(pid));
    if (withPostgres) {
      const backends = typeof withPostgres === 'function' ? withPostgres() : pidsNamed('postgres');
      for (const pid of backends) now.set(`postgres:${pid}`, processCpuMs(pid));
    }
    return now;
  };
  return {
    /** Starts a measurement; the returned function ends it and gives the CPU spent in between. */
    start(): () => CpuSample {
      const before = read();
      return () => {
        const after = read();
        const parts: Record<string, number> = {};
        for (const [key, ms] of after) {
          // A Postgres backend that started during the run counts from zero.
          const part = key.startsWith('postgres:') ? 'postgres' : key;
          parts[part] = (parts[part] ?? 0) + Math.max(0, ms - (before.get(key) ?? 0));
        }
        return { parts, total: Object.values(parts).reduce((sum, ms) => sum + ms, 0) };
      };
    },
  };
}

/** "1.23 ms (gateway 0.40, identity 0.51, postgres 0.32)" for a run of `requests` requests. */
export function perRequest(sample: CpuSample, requests: number): string {
  const per = (ms: number) => (requests > 0 ? ms / requests : 0).toFixed(2);
  const parts = Object.entries(sample.parts)
    .map(([name, ms]) => `${name} ${per(ms)}`)
    .join(', ');
  return `${per(sample.total)} ms (${parts})`;
}
