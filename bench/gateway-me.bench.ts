// Gateway overhead: GET /api/auth/me (signed in) through the gateway vs directly on identity,
// in one run. identity and the gateway run as separate processes, as in compose.
//   npm run bench:gateway [-- --rounds 3 --duration 10 --connections 50]
// Uses DATABASE_URL / REDIS_URL / NATS_URL when set, else the embedded defaults.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '@gems/platform/db/embedded-postgres';
import { cpuMeter, perRequest, type CpuSample } from './support/cpu.js';
import { dropTaggedSchemas } from './support/schemas.js';
import { startEntry } from './support/processes.js';
import { oneConnectionLatency, type LatencySummary } from './support/one-connection.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const tag = Date.now().toString(36);

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? embedded!.url,
  DB_SCHEMA: `bench_${tag}`,
  EVENTBUS_SCHEMA: `bench_${tag}_bus`,
  CACHE_PREFIX: `bench_${tag}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  IDENTITY_URL: 'http://127.0.0.1:4901',
};

// BENCH_CPU_PROF=<dir>: each process writes a V8 CPU profile there when it stops — where the
// per-request CPU goes.
const start = (entry: string, port: number): ChildProcess =>
  startEntry(entry, { ...env, PORT: String(port), HOST: '127.0.0.1' });

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

const DIRECT = 'http://127.0.0.1:4901';
const GATEWAY = 'http://127.0.0.1:4900';
const identity = start('services/identity/src/main.ts', 4901);
const gateway = start('gateway/src/main.ts', 4900);
try {
  await waitReady('http://127.0.0.1:4901');
  await waitReady('http://127.0.0.1:4900');
  const res = await fetch('http://127.0.0.1:4900/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${tag}`,
      email: `bench_${tag}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie()[0]!.split(';')[0]!;

  // CPU per request from the processes' own counters (the embedded Postgres, when used, runs in
  // this process with the load generator and is not counted: use DATABASE_URL for the full sum).
  const meter = cpuMeter({ gateway: gateway.pid, identity: identity.pid }, Boolean(process.env.DATABASE_URL));
  const cpu = new Map<autocannon.Result, CpuSample>();
  const run = async (url: string, c: number, seconds: number, overallRate?: number) => {
    const stop = meter.start();
    const r = await autocannon({
      url: `${url}/api/auth/me`,
      headers: { cookie },
      connections: c,
      duration: seconds,
      ...(overallRate ? { overallRate } : {}),
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`non-2xx: ${r.non2xx}, errors: ${r.errors}`);
    cpu.set(r, stop());
    return r;
  };
  await run(DIRECT, connections, 3); // warm-up both paths (JIT, pools, JWKS cache)
  await run(GATEWAY, connections, 3);
  // Throughput under load in alternating rounds (the machine's noise hits both paths alike; the
  // median round is reported), then latency over one connection: what the extra hop itself adds,
  // without the queueing of a saturated machine.
  const directRounds: autocannon.Result[] = [];
  const gatewayRounds: autocannon.Result[] = [];
  for (let round = 0; round < rounds; round++) {
    directRounds.push(await run(DIRECT, connections, duration));
    gatewayRounds.push(await run(GATEWAY, connections, duration));
  }
  const median = (results: autocannon.Result[]) =>
    [...results].sort((x, y) => x.requests.average - y.requests.average)[Math.floor(results.length / 2)]!;
  const direct = median(directRounds);
  const viaGateway = median(gatewayRounds);
  // One connection, alternating 3 rounds of 3 s per path (the median round of each is kept).
  const directIdleRounds: LatencySummary[] = [];
  const gatewayIdleRounds: LatencySummary[] = [];
  for (let round = 0; round < 3; round++) {
    directIdleRounds.push(await oneConnectionLatency(`${DIRECT}/api/auth/me`, { cookie }, 3));
    gatewayIdleRounds.push(await oneConnectionLatency(`${GATEWAY}/api/auth/me`, { cookie }, 3));
  }
  const medianIdle = (results: LatencySummary[]) =>
    [...results].sort((x, y) => x.mean - y.mean)[Math.floor(results.length / 2)]!;
  const directIdle = medianIdle(directIdleRounds);
  const viaGatewayIdle = medianIdle(gatewayIdleRounds);
  // Identity's CPU per call depends on its load (a busier event loop reads and writes more per
  // wake-up): directly again, paced at the rate it had behind the gateway, separates what the hop
  // costs identity from what answering fewer calls a second costs it.
  const directPaced = await run(DIRECT, connections, duration, Math.round(viaGateway.requests.average));

  const row = (name: string, load: autocannon.Result, idle: LatencySummary) =>
    `| ${name} | ${load.requests.average.toFixed(0)} | ${load.latency.p50} | ${load.latency.p99} | ${idle.mean.toFixed(3)} | ${idle.p50.toFixed(3)} | ${idle.p99.toFixed(3)} | ${perRequest(cpu.get(load)!, load.requests.total)} |`;
  const ratio = viaGateway.requests.average / direct.requests.average;
  const added = viaGatewayIdle.mean - directIdle.mean;
  console.log(
    `\nGET /api/auth/me, ${new Date().toISOString()}: median of ${rounds} alternating rounds of ${connections} connections × ${duration} s, then the median of 3 alternating rounds of 1 connection × 3 s (timed to the µs)`,
  );
  console.log(
    '| path | req/s | p50 ms | p99 ms | mean ms (1 conn) | p50 ms (1 conn) | p99 ms (1 conn) | CPU per request |\n|---|---|---|---|---|---|---|---|',
  );
  console.log(row('direct to identity', direct, directIdle));
  console.log(row('through the gateway', viaGateway, viaGatewayIdle));
  console.log(
    `\ndirect to identity, paced at the gateway's rate: ${directPaced.requests.average.toFixed(0)} req/s, CPU per request ${perRequest(cpu.get(directPaced)!, directPaced.requests.total)}`,
  );
  console.log(
    `\nthroughput ratio ${ratio.toFixed(2)} (target ≥ 0.8); added mean latency (1 connection) ${added.toFixed(2)} ms (target ≤ 0.5 ms)`,
  );
} finally {
  gateway.kill('SIGTERM');
  identity.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  if (embedded) await embedded.stop();
  else {
    // On a shared Postgres the run's schemas go with it.
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL });
    await pool.query(`DROP SCHEMA IF EXISTS "bench_${tag}" CASCADE`);
    await dropTaggedSchemas(pool, `bench_${tag}`);
    await pool.end();
  }
}
