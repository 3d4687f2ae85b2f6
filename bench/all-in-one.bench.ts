// The all-in-one start (scripts/embedded.ts, what `npm start` runs) with the gateway calling the
// services in its own process, against the same start proxying to them over loopback HTTP
// (GATEWAY_IN_PROCESS=false) and against the microservice deployment (the gateway, identity and
// curation each in a process of their own, as compose runs them), alternating in one run on the
// same data.
//   npm run bench:all-in-one [-- --rounds 3 --duration 10 --connections 20]
// Uses DATABASE_URL (a real Postgres; the embedded one serialises every statement), REDIS_URL
// and NATS_URL when set.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuMeter, perRequest } from './support/cpu.js';
import { registerThroughGateway, waitFor } from './support/gateway.js';
import { startEntry } from './support/processes.js';
import { dropTaggedSchemas } from './support/schemas.js';
import { operationUrl } from '../packages/testkit/src/operation-url.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
    // GEMS_WORKERS for the all-in-one start (processes sharing its ports, one per core).
    workers: { type: 'string', default: '1' },
    // Another checkout (a worktree of an older commit): each deployment measured also runs its
    // code, in the same round ("baseline in process", "baseline separate processes", …).
    baseline: { type: 'string' },
    // Which deployments and calls to measure (comma-separated; default all of them).
    deployments: { type: 'string', default: 'in process,loopback HTTP,separate processes' },
    calls: { type: 'string', default: 'me,feed' },
    // Requests a second across all connections (0: as fast as they go): a paced run compares CPU
    // per request at the same load, less shaken by other work on the machine than saturation.
    rate: { type: 'string', default: '0' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a real Postgres.');
const tag = `bench_aio_${Date.now().toString(36)}`;

type Mode = 'in process' | 'loopback HTTP' | 'separate processes';
type Deployment = Mode | `baseline ${Mode}`;

// Every deployment shares the data (schemas, bus, cache keys): the same feed is measured.
const shared = {
  ...process.env,
  EVENTBUS_SCHEMA: `${tag}_bus`,
  CACHE_PREFIX: tag,
  EVENTS_NAMESPACE: tag,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  RATE_LIMIT_AUTH_PER_MINUTE: '1000',
  WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-aio-')),
};

/** The all-in-one start; its services' schemas are `${tag}_<service>`. */
function startAllInOne(inProcess: boolean, port: number, root?: string): ChildProcess[] {
  return [
    startEntry(
      'scripts/embedded.ts',
      {
        ...shared,
        GATEWAY_PORT: String(port),
        SERVICE_PORT_BASE: String(port + 10),
        GATEWAY_IN_PROCESS: String(inProcess),
        GEMS_WORKERS: values.workers,
        DB_SCHEMA: tag,
        GEMS_DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-aio-')),
      },
      root,
    ),
  ];
}

/** The microservice deployment of the calls measured: gateway, identity and curation apart. */
function startSeparately(port: number, root?: string): ChildProcess[] {
  const url = (offset: number) => `http://127.0.0.1:${port + offset}`;
  const env = { ...shared, IDENTITY_URL: url(1), CURATION_URL: url(2), HOST: '127.0.0.1' };
  return [
    startEntry('gateway/src/main.ts', { ...env, PORT: String(port), DB_SCHEMA: `${tag}_gateway` }, root),
    startEntry(
      'services/identity/src/main.ts',
      { ...env, PORT: String(port + 1), DB_SCHEMA: `${tag}_identity` },
      root,
    ),
    startEntry(
      'services/curation/src/main.ts',
      {
        ...env,
        PORT: String(port + 2),
        DB_SCHEMA: `${tag}_curation`,
        UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-aio-')),
      },
      root,
    ),
  ];
}

const stop = async (child: ChildProcess) => {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

async function measure(deployment: Deployment, paths: string[], cookie: string) {
  const baseline = deployment.startsWith('baseline ');
  const mode = deployment.replace(/^baseline /, '') as Mode;
  const root = baseline ? values.baseline : undefined;
  const port =
    { 'in process': 5100, 'loopback HTTP': 5200, 'separate processes': 5400 }[mode] + (baseline ? 1000 : 0);
  const children =
    mode === 'separate processes'
      ? startSeparately(port, root)
      : startAllInOne(mode === 'in process', port, root);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${base}/readyz`)).ok, `${base} ready`);
    if (mode === 'separate processes')
      for (const offset of [1, 2])
        await waitFor(
          async () => (await fetch(`http://127.0.0.1:${port + offset}/readyz`)).ok,
          'services ready',
        );
    const names = ['gateway', 'identity', 'curation'];
    const meter = cpuMeter(
      children.length === 1
        ? { 'gems (one process)': children[0]!.pid }
        : Object.fromEntries(children.map((child, i) => [names[i]!, child.pid])),
    );
    const results: Record<string, { rps: number; p50: number; cpu: string }> = {};
    for (const path of paths) {
      const run = (seconds: number) =>
        autocannon({
          url: base + path,
          headers: { cookie },
          connections: Number(values.connections),
          duration: seconds,
          ...(Number(values.rate) > 0 ? { overallRate: Number(values.rate) } : {}),
        });
      await run(2); // warm-up
      const stopMeter = meter.start();
      const r = await run(Number(values.duration));
      if (r.non2xx || r.errors) throw new Error(`${path}: non-2xx ${r.non2xx}, errors ${r.errors}`);
      results[path] = {
        rps: r.requests.average,
        p50: r.latency.p50,
        cpu: perRequest(stopMeter(), r.requests.total),
      };
    }
    return results;
  } finally {
    await Promise.all(children.map(stop));
  }
}

// One start to create the curator and a page of gems both modes then read.
const [seed] = startAllInOne(true, 5300);
let cookie: string;
try {
  const base = 'http://127.0.0.1:5300';
  await waitFor(async () => (await fetch(`${base}/readyz`)).ok, 'seed start ready');
  ({ cookie } = await registerThroughGateway(base, tag));
  for (let i = 0; i < 40; i++) {
    const res = await fetch(`${base}/api/gems`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        title: `Benchmark gem ${i}`,
        url: `https://example.com/${tag}/${i}`,
        description: 'A gem for the all-in-one benchmark',
        imageUrl: '',
        categories: ['Travel'],
        tags: ['bench'],
        userNote: '',
      }),
    });
    if (res.status !== 201) throw new Error(`save failed: ${res.status} ${await res.text()}`);
  }
} finally {
  await stop(seed!);
}

const CALLS: Record<string, string> = {
  me: operationUrl('getAuthMe'),
  feed: operationUrl('getGems', {}, { feed: 'mine', limit: 20 }),
};
const paths = values.calls.split(',').map((call) => CALLS[call.trim()]!);
const measured = values.deployments.split(',').map((d) => d.trim()) as Mode[];
const deployments: Deployment[] = values.baseline
  ? measured.flatMap((mode) => [mode, `baseline ${mode}` as const])
  : measured;
const rows: string[] = [];
try {
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const deployment of deployments) {
      const results = await measure(deployment, paths, cookie);
      for (const [path, r] of Object.entries(results))
        rows.push(`| ${round + 1} | ${path} | ${deployment} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.cpu} |`);
    }
  }
  console.log(
    `\nAll-in-one start (${values.workers} worker${values.workers === '1' ? '' : 's'}), ${new Date().toISOString()}, ${values.connections} connections × ${values.duration} s${Number(values.rate) > 0 ? `, paced at ${values.rate} req/s` : ''}`,
  );
  console.log(
    '| round | call | gateway → service | req/s | p50 ms | CPU per request |\n|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(row);
} finally {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  await dropTaggedSchemas(pool, tag);
  await pool.end();
}
