// Request metering's cost: GET /api/auth/me (signed in) through two gateways in front of one
// identity, one with metering on (counts flushed each minute on the bus) and one with METERING=false,
// in alternating rounds of the same run. Target: throughput ratio on/off ≥ 0.97.
//   npm run bench:admin:metering [-- --rounds 5 --duration 10 --connections 50]
// Uses DATABASE_URL / REDIS_URL / NATS_URL when set, else the embedded defaults.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startEmbeddedPostgres } from '@gems/platform/db/embedded-postgres';
import { RequestMeter } from '../../gateway/src/metering/request-meter.js';
import { registerThroughGateway, waitFor } from '../support/gateway.js';
import { startEntry } from '../support/processes.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const tag = Date.now().toString(36);

const IDENTITY = 'http://127.0.0.1:4961';
const METERED = 'http://127.0.0.1:4960';
const UNMETERED = 'http://127.0.0.1:4962';

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? embedded!.url,
  DB_SCHEMA: `bench_${tag}`,
  EVENTBUS_SCHEMA: `bench_${tag}_bus`,
  EVENTS_NAMESPACE: `bench_${tag}`,
  CACHE_PREFIX: `bench_${tag}`,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  IDENTITY_URL: IDENTITY,
};

const start = (entry: string, url: string, extra: Record<string, string> = {}): ChildProcess =>
  startEntry(entry, { ...env, PORT: new URL(url).port, HOST: '127.0.0.1', ...extra });
const ready = (url: string) => waitFor(async () => (await fetch(`${url}/readyz`)).ok, `${url} ready`);

const processes = [
  start('services/identity/src/main.ts', IDENTITY),
  start('gateway/src/main.ts', METERED, { METERING: 'true' }),
  start('gateway/src/main.ts', UNMETERED, { METERING: 'false' }),
];
const [, meteredGateway, unmeteredGateway] = processes;
/** A process's CPU time so far (user + system, in clock ticks of 10 ms), from /proc: unlike
 * throughput, it hardly moves with what else the machine runs. */
const cpuTicks = (p: ChildProcess) => {
  const fields = readFileSync(`/proc/${p.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return Number(fields[11]) + Number(fields[12]);
};
try {
  for (const url of [IDENTITY, METERED, UNMETERED]) await ready(url);
  const { cookie } = await registerThroughGateway(METERED, `bench_${tag}`);

  const run = async (url: string, c: number, seconds: number) => {
    const r = await autocannon({
      url: `${url}/api/auth/me`,
      headers: { cookie },
      connections: c,
      duration: seconds,
    });
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`non-2xx: ${r.non2xx}, errors: ${r.errors}`);
    return r;
  };
  await run(METERED, connections, 3); // warm-up both (JIT, pools, JWKS cache)
  await run(UNMETERED, connections, 3);
  // Alternating rounds, the order swapped each round, so the machine's drift hits both alike.
  const on: autocannon.Result[] = [];
  const off: autocannon.Result[] = [];
  const cpu = { on: 0, off: 0 };
  const measured = async (metered: boolean) => {
    const gateway = metered ? meteredGateway! : unmeteredGateway!;
    const before = cpuTicks(gateway);
    const result = await run(metered ? METERED : UNMETERED, connections, duration);
    cpu[metered ? 'on' : 'off'] += cpuTicks(gateway) - before;
    (metered ? on : off).push(result);
  };
  for (let round = 0; round < rounds; round++) {
    await measured(round % 2 === 0);
    await measured(round % 2 !== 0);
  }
  const median = (results: autocannon.Result[]) =>
    [...results].sort((x, y) => x.requests.average - y.requests.average)[Math.floor(results.length / 2)]!;
  const total = (results: autocannon.Result[]) => results.reduce((s, r) => s + r.requests.total, 0);
  const metered = median(on);
  const unmetered = median(off);
  const row = (name: string, r: autocannon.Result) =>
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} |`;
  console.log(
    `\nGET /api/auth/me through the gateway, ${new Date().toISOString()}, load average ${loadavg()[0]!.toFixed(1)}: median of ${rounds} alternating rounds of ${connections} connections × ${duration} s`,
  );
  console.log('| gateway | req/s | p50 ms | p99 ms |\n|---|---|---|---|');
  console.log(row('metering on', metered));
  console.log(row('METERING=false', unmetered));
  console.log(
    `\nthroughput ratio on/off (medians) ${(metered.requests.average / unmetered.requests.average).toFixed(3)}, ` +
      `(all rounds) ${(total(on) / total(off)).toFixed(3)} (target ≥ 0.97)`,
  );
  const cpuPerRequest = (ticks: number, results: autocannon.Result[]) => (ticks * 10_000) / total(results);
  const cpuOn = cpuPerRequest(cpu.on, on);
  const cpuOff = cpuPerRequest(cpu.off, off);
  console.log(
    `gateway CPU per request: metering on ${cpuOn.toFixed(0)} µs, off ${cpuOff.toFixed(0)} µs ` +
      `(${cpu.on} / ${cpu.off} ticks of 10 ms); the throughput this allows, on/off: ${(cpuOff / cpuOn).toFixed(3)}`,
  );
  // What metering adds to a request on its own: one count() (a Map lookup and an increment).
  const meter = new RequestMeter();
  const services = ['identity', 'curation', 'social', 'rewards', 'scraper', 'admin-metrics'];
  const statuses = [200, 200, 200, 304, 404, 500];
  const calls = 10_000_000;
  const started = process.hrtime.bigint();
  for (let i = 0; i < calls; i++) meter.count(services[i % 6]!, statuses[i % 6]!);
  const nsPerCount = Number(process.hrtime.bigint() - started) / calls;
  const perRequestNs = 1e9 / unmetered.requests.average;
  console.log(
    `count(): ${nsPerCount.toFixed(1)} ns per request in-process (${calls.toLocaleString('en')} calls) = ` +
      `${((nsPerCount / perRequestNs) * 100).toFixed(4)} % of the ${(perRequestNs / 1e6).toFixed(2)} ms a request takes here`,
  );
} finally {
  for (const p of processes) p.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await embedded?.stop();
}
