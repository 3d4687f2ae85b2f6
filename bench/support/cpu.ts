// CPU time per request (issue 17 target 1): read from the processes' own counters in /proc, so
// the load generator (this process) is never counted. On a 2-core machine every CPU-millisecond
// spent in Node is taken from Postgres, which makes CPU per request the figure to drive down.
import { readdirSync, readFileSync } from 'node:fs';

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

export interface CpuSample {
  /** CPU ms per named part (each Node process, and Postgres with all its backends). */
  readonly parts: Record<string, number>;
  readonly total: number;
}

/**
 * Samples the CPU time of the named Node processes and of every Postgres process (backends are
 * pooled, so they live through a run). Postgres on the machine is shared: run on a quiet machine.
 */
export function cpuMeter(processes: Record<string, number | undefined>, withPostgres = true) {
  const read = (): Map<string, number> => {
    const now = new Map<string, number>();
    for (const [name, pid] of Object.entries(processes)) if (pid) now.set(name, processCpuMs(pid));
    if (withPostgres) {
      for (const pid of pidsNamed('postgres')) now.set(`postgres:${pid}`, processCpuMs(pid));
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
