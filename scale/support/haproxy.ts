import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Managed } from '../../faults/support/processes.js';

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
export function haproxyConfig(backends: Backend[]): string {
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
  for (const b of backends) {
    lines.push(
      `frontend ${b.name}_in`,
      `  bind 127.0.0.1:${b.port}`,
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

export function haproxy(binary: string, backends: Backend[]): Managed {
  const dir = mkdtempSync(join(tmpdir(), 'gems-scale-haproxy-'));
  const config = join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(backends));
  const first = backends[0]!;
  return new Managed('haproxy', binary, ['-db', '-f', config], process.env, async () => {
    await fetch(`http://127.0.0.1:${first.port}/healthz`);
    return true;
  });
}
