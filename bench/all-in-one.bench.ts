// The all-in-one start (scripts/embedded.ts, what `npm start` runs) with the gateway calling the
// services in its own process, against the same start proxying to them over loopback HTTP
// (GATEWAY_IN_PROCESS=false, as in the microservice deployment), alternating in one run.
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

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '20' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a real Postgres.');
const tag = `bench_aio_${Date.now().toString(36)}`;

function start(inProcess: boolean, port: number): ChildProcess {
  return startEntry('scripts/embedded.ts', {
    ...process.env,
    GATEWAY_PORT: String(port),
    SERVICE_PORT_BASE: String(port + 10),
    GATEWAY_IN_PROCESS: String(inProcess),
    DB_SCHEMA: tag, // both starts share the data: the same feed is measured
    EVENTBUS_SCHEMA: `${tag}_bus`,
    CACHE_PREFIX: tag,
    EVENTS_NAMESPACE: tag,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_API_PER_MINUTE: '100000000',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    GEMS_DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-aio-')),
    WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-aio-')),
  });
}

const stop = async (child: ChildProcess) => {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
};

async function measure(inProcess: boolean, paths: string[], cookie: string) {
  const port = inProcess ? 5100 : 5200;
  const child = start(inProcess, port);
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(async () => (await fetch(`${base}/readyz`)).ok, `${base} ready`);
    const meter = cpuMeter({ 'gems (one process)': child.pid });
    const results: Record<string, { rps: number; p50: number; cpu: string }> = {};
    for (const path of paths) {
      const run = (seconds: number) =>
        autocannon({
          url: base + path,
          headers: { cookie },
          connections: Number(values.connections),
          duration: seconds,
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
    await stop(child);
  }
}

// One start to create the curator and a page of gems both modes then read.
const seed = start(true, 5300);
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
  await stop(seed);
}

const paths = ['/api/auth/me', '/api/gems?feed=mine&limit=20'];
const rows: string[] = [];
try {
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const inProcess of [true, false]) {
      const results = await measure(inProcess, paths, cookie);
      for (const [path, r] of Object.entries(results))
        rows.push(
          `| ${round + 1} | ${path} | ${inProcess ? 'in process' : 'loopback HTTP'} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.cpu} |`,
        );
    }
  }
  console.log(
    `\nAll-in-one start, ${new Date().toISOString()}, ${values.connections} connections × ${values.duration} s`,
  );
  console.log(
    '| round | call | gateway → service | req/s | p50 ms | CPU per request |\n|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(row);
} finally {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const { rows: schemas } = await pool.query(
    "SELECT nspname FROM pg_namespace WHERE nspname LIKE $1 || '\\_%'",
    [tag.replace(/_/g, '\\_')],
  );
  for (const { nspname } of schemas) await pool.query(`DROP SCHEMA "${nspname}" CASCADE`);
  await pool.end();
}
