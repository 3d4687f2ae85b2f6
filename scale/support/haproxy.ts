import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Managed, waitFor } from '../../faults/support/processes.js';

export interface Backend {
  name: string;
  /** Where HAProxy listens for this pair. */
  port: number;
  /** The replicas' ports. */
  servers: number[];
}

/**
 * HAProxy in front of each pair of replicas, as a Kubernetes Service: round robin, a replica taken
 * out when its /readyz fails (checked every 500 ms, out after 2 failures, back after 1 success),
 * and a call whose connection was refused (a killed replica) retried on the other one; a call already
 * sent is not retried (it may be a write), its client sees the failure.
 */
export function haproxyConfig(backends: Backend[], statsPort: number): string {
  const lines = [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
  ];
  // The servers' state as HAProxy sees it (GET /stats;csv): the rehearsal waits for a started
  // replica to be taken back in rather than guessing how long the checks take.
  lines.push('listen stats', `  bind 127.0.0.1:${statsPort}`, '  stats enable', '  stats uri /stats');
  for (const b of backends) {
    lines.push(
      `frontend ${b.name}_in`,
      `  bind 127.0.0.1:${b.port}`,
      // As a load balancer does: the client's address travels on in X-Forwarded-For.
      '  option forwardfor',
      `  default_backend ${b.name}`,
      `backend ${b.name}`,
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  default-server inter 500ms fall 2 rise 1 observe layer4 error-limit 1 on-error mark-down',
      ...b.servers.map((port, i) => `  server ${b.name}${i} 127.0.0.1:${port} check`),
    );
  }
  return `${lines.join('\n')}\n`;
}

export interface Balancer {
  process: Managed;
  /** Each server's state (`UP`, `DOWN`, …) by `backend/server`. */
  servers(): Promise<Record<string, string>>;
  /** Resolves once HAProxy has every server of every backend in (UP). */
  allUp(timeoutMs?: number): Promise<void>;
}

export function haproxy(binary: string, backends: Backend[], statsPort: number): Balancer {
  const dir = mkdtempSync(join(tmpdir(), 'gems-scale-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(backends, statsPort));
  const stats = `http://127.0.0.1:${statsPort}/stats;csv`;
  const servers = async () => {
    const csv = await (await fetch(stats)).text();
    const rows = csv.split('\n').map((line) => line.split(','));
    const header = rows[0]!.map((h) => h.replace(/^# /, ''));
    const [px, sv, status] = ['pxname', 'svname', 'status'].map((name) => header.indexOf(name)) as [
      number,
      number,
      number,
    ];
    return Object.fromEntries(
      rows
        .slice(1)
        .filter((r) => r.length > status && !['FRONTEND', 'BACKEND'].includes(r[sv]!) && r[px] !== 'stats')
        .map((r) => [`${r[px]}/${r[sv]}`, r[status]!]),
    );
  };
  const process_ = new Managed('haproxy', binary, ['-db', '-f', config], process.env, async () => {
    await fetch(stats);
    return true;
  });
  return {
    process: process_,
    servers,
    allUp: (timeoutMs = 30_000) =>
      waitFor(
        async () => Object.values(await servers()).every((state) => state === 'UP'),
        'HAProxy taking every replica in',
        timeoutMs,
      ),
  };
}
