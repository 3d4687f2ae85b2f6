// Curation benchmark: seeds 10k curators (--users), follows and likes, then measures through the
// gateway (autocannon, 50 connections) a feed page, an explore search and a gem page, at 20k gems
// and then at 200k (--sizes grows it further, e.g. 20000,200000,1000000), with the feed's own SQL
// in a raw `pg` loop as the ceiling. The feed is read by three viewers following 5, 50 and 1,000
// curators, first page and 10 pages in (issue 33); those above FEED_TIMELINE_ABOVE keep a timeline,
// built by curation's repository after each growth (the seed bypasses the fan-out). Its statement's plans and the one
// before issue 33 are in `tsx bench/curation/feed-viewers.ts`. Postgres CPU counts only the
// backends serving this run's processes (the server is shared). Explore search also runs on 10
// connections (its p95), for a very common and a rare whole word, and against its own statements
// in a raw `pg` loop (issue 17 §3).
//   npm run bench:curation [-- --duration 10 --connections 50 --small 20000 --large 200000 --port 4950]
// Needs DATABASE_URL (a real Postgres); uses NATS_URL / REDIS_URL when set.
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { COMMON_WORD, RARE_WORD, seedGems, seedUsersAndFollows, type SeedPlan } from './seed.js';
import { feedCeiling } from './feed-ceiling.js';
import { searchCeiling } from './search-ceiling.js';
import { buildTimeline, curationWriter, type CurationWriter } from './timeline-costs.js';
import { FEED_TIMELINE_ABOVE } from '../../services/curation/src/gems/feed-timelines.repository.js';
import { deleteStream } from '../../packages/testkit/src/nats.js';
import { operationUrl } from '../../packages/testkit/src/operation-url.js';
import { registerThroughGateway, waitFor } from '../support/gateway.js';
import { cpuMeter, descendantsOf, perRequest, postgresBackendsOf, type CpuSample } from '../support/cpu.js';
import { startEntry } from '../support/processes.js';
import { dropTaggedSchemas } from '../support/schemas.js';

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    small: { type: 'string', default: '20000' },
    large: { type: 'string', default: '200000' },
    // Every size to measure, growing the same data (overrides --small/--large).
    sizes: { type: 'string' },
    users: { type: 'string', default: '10000' },
    // Three ports from here (gateway, identity, curation): two runs side by side need their own.
    port: { type: 'string', default: '4950' },
    // services: gateway, identity and curation as separate processes (compose); all-in-one: the
    // `npm start` launcher, the gateway calling its services in process.
    deployment: { type: 'string', default: 'services' },
    // Leaves the seeded schemas in place (for EXPLAIN and the like); prints their prefix.
    keep: { type: 'boolean', default: false },
  },
});
const duration = Number(values.duration);
const sizes = (values.sizes ?? `${values.small},${values.large}`).split(',').map(Number);
if (sizes.length < 2 || sizes.some((n, i) => !(n > (sizes[i - 1] ?? 0))))
  throw new Error('--sizes: two or more growing gem counts, e.g. 20000,200000,1000000');
const connections = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl)
  throw new Error('Set DATABASE_URL to a real Postgres (the embedded one is single-connection).');

const tag = `bench_${Date.now().toString(36)}`;
const base = Number(values.port);
const PORTS = { gateway: base, identity: base + 1, curation: base + 2 };
const url = (port: number) => `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  EVENTBUS_SCHEMA: `${tag}_bus`,
  CACHE_PREFIX: tag,
  EVENTS_NAMESPACE: tag,
  LOG_LEVEL: 'warn',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  IDENTITY_URL: url(PORTS.identity),
  CURATION_URL: url(PORTS.curation),
};
const curationSchema = `${tag}_curation`;

const start = (entry: string, port: number, schema: string): ChildProcess =>
  startEntry(entry, { ...env, PORT: String(port), HOST: '127.0.0.1', DB_SCHEMA: schema });

/** CPU spent by the gateway, identity, curation and Postgres over each measured run. */
const cpuOf = new Map<autocannon.Result, CpuSample>();

/** Every response time of a run (autocannon's summary has p97.5 but no p95). */
const latenciesOf = new Map<autocannon.Result, number[]>();

async function load(path: string, cookie: string, seconds = duration, conns = connections) {
  const stop = meter.start();
  const latencies: number[] = [];
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon(
      { url: url(PORTS.gateway) + path, headers: { cookie }, connections: conns, duration: seconds },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    run.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  if (r.non2xx > 0 || r.errors > 0) throw new Error(`${path}: non-2xx ${r.non2xx}, errors ${r.errors}`);
  cpuOf.set(r, stop());
  latenciesOf.set(
    r,
    latencies.sort((a, b) => a - b),
  );
  return r;
}

/**
 * An account made through the gateway, asked again (under a new name: the first may have been
 * made after the gateway gave up) when a loaded machine's password hashing outlasts the timeout.
 */
async function registerAgain(name: string, tries = 4) {
  for (let i = 1; ; i++) {
    try {
      return await registerThroughGateway(url(PORTS.gateway), i === 1 ? name : `${name}_${i}`);
    } catch (error) {
      if (i >= tries) throw error;
    }
  }
}

/** The cursor `pages` pages of 20 into a viewer's feed (walked through the gateway). */
async function cursorAfter(cookie: string, pages: number): Promise<string | undefined> {
  let cursor: string | undefined;
  for (let i = 0; i < pages; i++) {
    const res = await fetch(
      `${url(PORTS.gateway)}${operationUrl('getGems', {}, { feed: 'all', limit: 20, cursor })}`,
      { headers: { cookie } },
    );
    if (!res.ok) throw new Error(`feed page ${i}: ${res.status}`);
    cursor = res.headers.get('x-next-cursor') ?? undefined;
    if (!cursor) return undefined;
  }
  return cursor;
}

const p95 = (r: autocannon.Result) => {
  const sorted = latenciesOf.get(r)!;
  // No answer within the run (a machine loaded far beyond the bench): no p95 rather than a crash.
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.95))]!;
};

const allInOne = values.deployment === 'all-in-one';
if (!allInOne && values.deployment !== 'services') throw new Error('--deployment is services or all-in-one');
// The launcher names its services' schemas `${DB_SCHEMA}_<service>`: the same ones as apart.
const children = allInOne
  ? [
      startEntry('scripts/embedded.ts', {
        ...env,
        GATEWAY_PORT: String(PORTS.gateway),
        SERVICE_PORT_BASE: String(base + 10),
        DB_SCHEMA: tag,
        GEMS_DATA_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
      }),
    ]
  : [
      start('services/identity/src/main.ts', PORTS.identity, `${tag}_identity`),
      start('services/curation/src/main.ts', PORTS.curation, curationSchema),
      start('gateway/src/main.ts', PORTS.gateway, `${tag}_gateway`),
    ];
const processes = allInOne
  ? { 'gems (one process)': children[0]!.pid }
  : { identity: children[0]!.pid, curation: children[1]!.pid, gateway: children[2]!.pid };
// The Postgres backends of this run's processes (and their workers) only, found anew per sample.
const meter = cpuMeter(processes, () =>
  postgresBackendsOf(
    children.flatMap((child) => (child.pid ? [child.pid, ...descendantsOf(child.pid)] : [])),
  ),
);
const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
let writer: CurationWriter | undefined;
try {
  for (const port of allInOne ? [PORTS.gateway] : Object.values(PORTS))
    await waitFor(async () => (await fetch(`${url(port)}/readyz`)).ok, `port ${port} ready`);
  const { id: viewerId, cookie } = await registerAgain(tag);
  // Two more viewers, following 5 and 1,000 curators (the first follows 50, as before).
  const sparse = await registerAgain(`${tag}_f5`);
  const dense = await registerAgain(`${tag}_f1000`);
  // The viewer's card reaches curation as an event.
  await waitFor(
    async () =>
      (
        await pool.query(`SELECT 1 FROM "${curationSchema}".user_cards WHERE user_id = ANY($1::int[])`, [
          [viewerId, sparse.id, dense.id],
        ])
      ).rowCount === 3,
    "the viewers' user cards in curation",
  );

  const plan: SeedPlan = {
    users: Number(values.users),
    fromGem: 0,
    toGem: sizes[0]!,
    likesPerGem: 5,
    followsPerUser: 20,
    viewerId,
    viewerFollows: 50,
  };
  const viewers = [
    { follows: 5, account: sparse },
    { follows: 50, account: { id: viewerId, cookie } },
    { follows: 1000, account: dense },
  ];
  const rows: string[] = [];
  const measure = async (gems: number) => {
    const feed = operationUrl('getGems', {}, { feed: 'all', limit: 20 });
    /** The feed of each viewer: the first page, and the page 10 pages in (its cursor). */
    const feeds: Record<string, autocannon.Result> = {};
    const ceilings: string[] = [];
    let ceiling50 = 0;
    for (const viewer of viewers) {
      const deep = await cursorAfter(viewer.account.cookie, 10);
      feeds[`feed, follows ${viewer.follows}`] = await load(feed, viewer.account.cookie);
      if (deep)
        feeds[`feed 10 pages in, follows ${viewer.follows}`] = await load(
          `${feed}&cursor=${encodeURIComponent(deep)}`,
          viewer.account.cookie,
        );
      const raw = await feedCeiling(databaseUrl, curationSchema, viewer.account.id, duration);
      if (viewer.follows === 50) ceiling50 = raw.perSecond;
      ceilings.push(
        `| ${gems.toLocaleString('en')} | feed SQL, raw pg, follows ${viewer.follows} (${raw.connections} conns) | ${raw.perSecond.toFixed(0)} | ${raw.p50.toFixed(1)} | ${raw.p95.toFixed(1)} | | ${raw.p99.toFixed(1)} | ${raw.cpuPerStatement} |`,
      );
    }
    const search = operationUrl('getGems', {}, { search: 'kett', limit: 20 });
    const word = (w: string) => operationUrl('getGems', {}, { search: w, limit: 20 });
    const { rows: pick } = await pool.query(
      `SELECT id FROM "${curationSchema}".gems WHERE visibility = 'public' ORDER BY id DESC LIMIT 1`,
    );
    const gemPage = operationUrl('getGemsId', { id: pick[0].id });
    await load(feed, cookie, 3); // warm-up: JIT, pools, caches
    const results = {
      ...feeds,
      feed: feeds['feed, follows 50']!,
      search: await load(search, cookie),
      gem: await load(gemPage, cookie),
      // Explore search on the service pool's 10 connections: its p95, and a very common whole
      // word against a rare one (the seed puts COMMON_WORD in every title, RARE_WORD in 1 of 4,000).
      'search, 10 conns': await load(search, cookie, duration, 10),
      [`"${COMMON_WORD}" (every gem), 10 conns`]: await load(word(COMMON_WORD), cookie, duration, 10),
      [`"${RARE_WORD}" (1 in 4,000), 10 conns`]: await load(word(RARE_WORD), cookie, duration, 10),
    };
    const searchRaw = await searchCeiling(databaseUrl, curationSchema, viewerId, 'kett', duration);
    for (const [name, r] of Object.entries(results))
      if (name !== 'feed')
        rows.push(
          `| ${gems.toLocaleString('en')} | ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${p95(r).toFixed(0)} | ${r.latency.p97_5} | ${r.latency.p99} | ${perRequest(cpuOf.get(r)!, r.requests.total)} |`,
        );
    rows.push(
      ...ceilings,
      `| ${gems.toLocaleString('en')} | search SQL, raw pg (${searchRaw.connections} conns, ${searchRaw.statementsPerPage.toFixed(1)} statements a page, ${searchRaw.statementsPerSecond.toFixed(0)} statements/s) | ${searchRaw.perSecond.toFixed(0)} | ${searchRaw.p50.toFixed(1)} | ${searchRaw.p95.toFixed(1)} | | ${searchRaw.p99.toFixed(1)} | ${searchRaw.cpuPerPage} |`,
    );
    return {
      feedP50: results.feed.latency.p50,
      feedRps: results.feed.requests.average,
      ceiling: ceiling50,
      feedCpu: Object.fromEntries(
        Object.entries(feeds).map(([name, r]) => [name, perRequest(cpuOf.get(r)!, r.requests.total)]),
      ),
      feedP50s: Object.fromEntries(Object.entries(feeds).map(([name, r]) => [name, r.latency.p50])),
      searchRps: results.search.requests.average,
      searchCeiling: searchRaw.perSecond,
      search10P95: p95(results['search, 10 conns']),
      commonP50: results[`"${COMMON_WORD}" (every gem), 10 conns`].latency.p50,
      rareP50: results[`"${RARE_WORD}" (1 in 4,000), 10 conns`].latency.p50,
    };
  };

  const started = Date.now();
  await seedUsersAndFollows(pool, curationSchema, plan);
  for (const viewer of [sparse, dense])
    await seedUsersAndFollows(pool, curationSchema, {
      ...plan,
      users: 0,
      followsPerUser: 0,
      viewerId: viewer.id,
      viewerFollows: viewer === sparse ? 5 : 1000,
    });
  // The seed bypasses the fan-out: the viewers following more than FEED_TIMELINE_ABOVE get their
  // timelines built after each growth, by curation's repository, as the follow event crossing
  // the threshold builds them.
  writer = await curationWriter(databaseUrl, curationSchema);
  const rebuild = async () => {
    for (const viewer of viewers.filter((v) => v.follows > FEED_TIMELINE_ABOVE)) {
      const build = await buildTimeline(writer!, viewer.account.id);
      console.log(
        `timeline of the viewer following ${viewer.follows}: ${build.rows} rows built in ${build.wallMs.toFixed(0)} ms (Postgres CPU ${build.cpuMs.toFixed(0)} ms)`,
      );
    }
    for (const table of ['feed_timelines', 'feed_timeline_entries'])
      await pool.query(`VACUUM (ANALYZE) "${curationSchema}".${table}`);
  };
  await seedGems(pool, curationSchema, plan);
  console.log(`seeded ${plan.toGem} gems in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await rebuild();
  const small = await measure(plan.toGem);
  let large = small;
  for (const size of sizes.slice(1)) {
    const grow = Date.now();
    await seedGems(pool, curationSchema, { ...plan, fromGem: plan.toGem, toGem: size });
    plan.toGem = size;
    console.log(
      `grew to ${size} gems in ${((Date.now() - grow) / 1000).toFixed(1)} s (load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
    );
    await rebuild();
    large = await measure(size);
  }
  const { rows: counts } = await pool.query(
    `SELECT (SELECT count(*) FROM "${curationSchema}".gems) AS gems, (SELECT count(*) FROM "${curationSchema}".gem_likes) AS likes,
            (SELECT count(*) FROM "${curationSchema}".follows) AS follows`,
  );

  console.log(
    `\nCuration through the gateway (${allInOne ? 'all-in-one start' : 'separate processes'}), ${new Date().toISOString()}, ${connections} connections × ${duration} s each`,
  );
  console.log(`data: ${JSON.stringify(counts[0])}, ${plan.users} curators`);
  console.log(
    '| gems | call | req/s | p50 ms | p95 ms | p97.5 ms | p99 ms | CPU per request (load generator excluded) |\n|---|---|---|---|---|---|---|---|',
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nfeed per viewer at ${sizes.at(-1)!.toLocaleString('en')} gems (CPU per page; p50 against the first size's follows-50 feed):`,
  );
  for (const [name, cpu] of Object.entries(large.feedCpu))
    console.log(
      `  ${name}: ${cpu}; p50 ${large.feedP50s[name]} ms (${(large.feedP50s[name]! / small.feedP50).toFixed(2)}×)`,
    );
  console.log(
    `\nfeed p50 ratio 200k/20k: ${(large.feedP50 / small.feedP50).toFixed(2)} (target ≤ 1.2); feed through the gateway / raw SQL ceiling at 200k: ${(large.feedRps / large.ceiling).toFixed(2)} (target ≥ 0.8)`,
  );
  console.log(
    `search through the gateway / its raw SQL ceiling at 200k: ${(large.searchRps / large.searchCeiling).toFixed(2)} (target ≥ 0.6); search p95 at 10 connections: ${large.search10P95.toFixed(0)} ms (target ≤ 30); "${COMMON_WORD}" / "${RARE_WORD}" p50 at 10 connections: ${(large.commonP50 / large.rareP50).toFixed(2)} (target ≤ 2)`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await writer?.close();
  await new Promise((r) => setTimeout(r, 1000));
  if (values.keep) console.log(`kept the data: schemas ${tag}_*`);
  else await dropTaggedSchemas(pool, tag);
  await pool.end();
  if (process.env.NATS_URL) await deleteStream(process.env.NATS_URL, `GEMS_${tag}`);
}
