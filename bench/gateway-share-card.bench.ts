// Share cards: what a gem page's own head costs over the plain app page, in one run. The gateway,
// identity and curation run as separate processes, as in compose. GET /explore (index.html as a
// file) vs GET /gem/{id} (index.html with the gem's card: read as a visitor from curation once,
// then served from the gateway's 30 s cache), alternating rounds, median round kept.
//   npx tsx bench/gateway-share-card.bench.ts [-- --rounds 3 --duration 5 --connections 10]
// Uses DATABASE_URL when set (its schemas are dropped afterwards), else an embedded Postgres.
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '@gems/platform/db/embedded-postgres';
import { dropTaggedSchemas } from './support/schemas.js';
import { startEntry } from './support/processes.js';
import { oneConnectionLatency, type LatencySummary } from './support/one-connection.js';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
  },
});
const [rounds, duration, connections] = [values.rounds, values.duration, values.connections].map(Number) as [
  number,
  number,
  number,
];
const tag = Date.now().toString(36);
const web = mkdtempSync(join(tmpdir(), 'bench-cards-'));
copyFileSync('web/index.html', join(web, 'index.html'));

const embedded = process.env.DATABASE_URL ? undefined : await startEmbeddedPostgres();
const GATEWAY = 'http://127.0.0.1:4931';
const env = {
  PATH: process.env.PATH,
  DATABASE_URL: process.env.DATABASE_URL ?? embedded!.url,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  WEB_DIST_DIR: web,
  IDENTITY_URL: 'http://127.0.0.1:4932',
  CURATION_URL: 'http://127.0.0.1:4933',
};
const start = (entry: string, port: number, schema: string) =>
  startEntry(entry, {
    ...env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DB_SCHEMA: `bench_${tag}_${schema}`,
    EVENTBUS_SCHEMA: `bench_${tag}_bus`,
    CACHE_PREFIX: `bench_${tag}`,
  });

async function waitReady(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not become ready`);
}

const processes = [
  start('services/identity/src/main.ts', 4932, 'identity'),
  start('services/curation/src/main.ts', 4933, 'curation'),
  start('gateway/src/main.ts', 4931, 'gateway'),
];
try {
  for (const url of [env.IDENTITY_URL, env.CURATION_URL, GATEWAY]) await waitReady(url);
  const registered = await fetch(`${GATEWAY}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: `bench_${tag}`,
      email: `bench_${tag}@example.com`,
      password: 'secret123',
      confirmPassword: 'secret123',
    }),
  });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status}`);
  const cookie = registered.headers.getSetCookie()[0]!.split(';')[0]!;
  const gem = await fetch(`${GATEWAY}/api/gems`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, origin: GATEWAY },
    body: JSON.stringify({
      url: `https://example.com/bench-${tag}`,
      title: 'A gem worth sharing',
      description: 'Its own card',
      imageUrl: 'https://img.example/bench.jpg',
      visibility: 'public',
    }),
  });
  if (gem.status !== 201) throw new Error(`gem not saved: ${gem.status} ${await gem.text()}`);
  const pages = {
    plain: `${GATEWAY}/explore`,
    card: `${GATEWAY}/gem/${((await gem.json()) as { id: number }).id}`,
  };
  const headers = { accept: 'text/html' };
  if (!(await (await fetch(pages.card, { headers })).text()).includes('og:title')) throw new Error('no card');

  const load = (url: string) => autocannon({ url, headers, connections, duration });
  await load(pages.plain); // warm-up
  await load(pages.card);
  const results = { plain: [] as autocannon.Result[], card: [] as autocannon.Result[] };
  const idle = { plain: [] as LatencySummary[], card: [] as LatencySummary[] };
  for (let round = 0; round < rounds; round++)
    for (const name of ['plain', 'card'] as const) {
      results[name].push(await load(pages[name]));
      idle[name].push(await oneConnectionLatency(pages[name], headers, duration));
    }
  const mid = <T>(list: T[], key: (t: T) => number) =>
    [...list].sort((a, b) => key(a) - key(b))[Math.floor(list.length / 2)]!;
  console.log(
    `\n${new Date().toISOString()}: median of ${rounds} alternating rounds, ${connections} connections × ${duration} s, then 1 connection × ${duration} s (µs timing)`,
  );
  console.log(
    '| page | req/s | p50 ms | p99 ms | p50 ms (1 conn) | p99 ms (1 conn) |\n|---|---|---|---|---|---|',
  );
  for (const name of ['plain', 'card'] as const) {
    const r = mid(results[name], (x) => x.requests.average);
    const one = mid(idle[name], (x) => x.p50);
    if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx`);
    console.log(
      `| ${name === 'plain' ? 'GET /explore (plain)' : 'GET /gem/{id} (card)'} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${one.p50.toFixed(3)} | ${one.p99.toFixed(3)} |`,
    );
  }
} finally {
  for (const child of processes) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 800));
  if (embedded) await embedded.stop();
  else {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL });
    await dropTaggedSchemas(pool, `bench_${tag}`);
    await pool.end();
  }
}
