// What the idle app asks its database (issue 25 §4.10): the all-in-one start (`npm start`, the
// embedded event bus) and the services as separate processes on NATS, each left idle on a
// throwaway Postgres cluster with pg_stat_statements; prints statements a second and the top ones.
//   npm run bench:idle [-- --seconds 30 --settle 10 --deployments all-in-one,separate]
// Needs root (the cluster runs as the postgres user) and, for `separate`, nats-server.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { ThrowawayPostgres } from '../../faults/support/postgres.js';
import { findBinary, freePorts, natsServer } from '../../faults/support/processes.js';
import { startEntry } from '../support/processes.js';
import { waitFor } from '../support/gateway.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '30' },
    settle: { type: 'string', default: '10' },
    deployments: { type: 'string', default: 'all-in-one,separate' },
  },
});
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const SERVICES = ['identity', 'curation', 'social', 'rewards', 'scraper', 'admin-metrics'];

const base = (databaseUrl: string): NodeJS.ProcessEnv => ({
  PATH: process.env.PATH,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: databaseUrl,
  WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-idle-web-')),
  GEMS_DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-idle-data-')),
  SCRAPER_RENDERER: 'false',
});

/** The all-in-one launcher, as `npm start` runs it (no NATS_URL: the embedded bus). */
async function allInOne(databaseUrl: string): Promise<ChildProcess[]> {
  const [gateway, services] = await freePorts(2);
  const child = startEntry('scripts/embedded.ts', {
    ...base(databaseUrl),
    GATEWAY_PORT: String(gateway),
    SERVICE_PORT_BASE: String(services! + 100),
  });
  await waitFor(async () => (await fetch(`http://127.0.0.1:${gateway}/readyz`)).ok, 'all-in-one');
  return [child];
}

/** Every service and the gateway in a process of its own, on a NATS of its own. */
async function separate(databaseUrl: string): Promise<{ children: ChildProcess[]; stop(): Promise<void> }> {
  const binary = findBinary('nats-server', ['/usr/sbin/nats-server']);
  if (!binary) throw new Error('nats-server is needed for the separate deployment');
  const ports = await freePorts(SERVICES.length + 2);
  const nats = await natsServer(binary, ports[0]!);
  const url = (i: number) => `http://127.0.0.1:${ports[i + 2]}`;
  const env = {
    ...base(databaseUrl),
    NATS_URL: nats.url,
    ...Object.fromEntries(SERVICES.map((name, i) => [`${name.replace('-', '_').toUpperCase()}_URL`, url(i)])),
  };
  const children = SERVICES.map((name, i) =>
    startEntry(`services/${name}/src/main.ts`, {
      ...env,
      DB_SCHEMA: name.replace('-', '_'),
      PORT: String(ports[i + 2]),
      HOST: '127.0.0.1',
    }),
  );
  children.push(startEntry('gateway/src/main.ts', { ...env, PORT: String(ports[1]) }));
  for (const [i, name] of SERVICES.entries())
    await waitFor(async () => (await fetch(`${url(i)}/readyz`)).ok, name);
  return { children, stop: () => nats.server.stop() };
}

async function measure(name: string, databaseUrl: string) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await sleep(Number(values.settle) * 1000);
  await db.query('SELECT pg_stat_statements_reset()');
  const seconds = Number(values.seconds);
  await sleep(seconds * 1000);
  const { rows } = await db.query<{ calls: string; query: string }>(
    `SELECT calls, query FROM pg_stat_statements
      WHERE query NOT LIKE '%pg_stat_statements%' ORDER BY calls DESC`,
  );
  await db.end();
  const total = rows.reduce((sum, r) => sum + Number(r.calls), 0);
  console.log(`\n${name}: ${(total / seconds).toFixed(1)} statements/s idle (${total} in ${seconds} s)`);
  for (const row of rows.slice(0, 12))
    console.log(
      `  ${(Number(row.calls) / seconds).toFixed(2).padStart(6)}/s  ${row.query.replace(/\s+/g, ' ').slice(0, 130)}`,
    );
}

for (const deployment of values.deployments.split(',')) {
  const [port] = await freePorts(1);
  const postgres = await ThrowawayPostgres.create(port!, [
    'shared_preload_libraries=pg_stat_statements',
    'pg_stat_statements.track=all',
  ]);
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('CREATE EXTENSION pg_stat_statements');
  await admin.end();
  let children: ChildProcess[] = [];
  let stopMore = async (): Promise<void> => undefined;
  try {
    if (deployment === 'all-in-one') children = await allInOne(postgres.url);
    else {
      const started = await separate(postgres.url);
      children = started.children;
      stopMore = started.stop;
    }
    await measure(deployment, postgres.url);
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null) return resolve();
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
      ),
    );
    await stopMore();
    await postgres.remove();
  }
}
