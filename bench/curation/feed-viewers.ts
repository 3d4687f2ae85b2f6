// The home feed's own statement at growing sizes, for three viewers following 5, 50 and 1,000
// curators (issue 33): the first page and a deep one (the cursor 10 pages in), each run in a raw
// `pg` loop on 10 connections, with the Postgres CPU per page of those connections only (their
// backends' /proc counters, so other work on a shared server is not counted), and its
// EXPLAIN (ANALYZE, BUFFERS) kept in a file. The statement before issue 33 (the time-ordered walk
// for every viewer) runs beside it on the same data. The viewer following 1,000 is read twice:
// without a timeline (the walk) and with the timeline built by curation's own repository, as the
// follow event crossing the threshold builds it. Then the write costs of the timelines
// (timeline-costs.ts) and, with --fanout, of the rejected fan-out to every follower.
//   npx tsx bench/curation/feed-viewers.ts [--sizes 20000,200000,1000000 --users 100000 --duration 5]
// Needs DATABASE_URL (a real Postgres; use a database of your own for the big sizes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { runMigrations } from '@gems/platform/db/migrate';
import {
  GemCardsRepository,
  type GemCardQuery,
} from '../../services/curation/src/gems/gem-cards.repository.js';
import type { Keyset } from '../../services/curation/src/gems/gem-keyset.js';
import { cpuMeter, postgresBackendsOf } from '../support/cpu.js';
import { dropTaggedSchemas } from '../support/schemas.js';
import { SEED_USER_BASE, seedGems, seedUsersAndFollows, type SeedPlan } from './seed.js';
import { feedStatements, type FeedStatement } from './feed-statements.js';
import { fanoutCost } from './fanout-cost.js';
import { buildTimeline, curationWriter, timelineWriteCosts } from './timeline-costs.js';
import {
  FEED_FANOUT_FOLLOWERS_MAX,
  FEED_TIMELINE_ABOVE,
} from '../../services/curation/src/gems/feed-timelines.repository.js';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '20000,200000' },
    users: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '5' },
    out: { type: 'string', default: 'bench/curation/results' },
    keep: { type: 'boolean', default: false },
    // Also measures the rejected fan-out timeline (issue 33) at the last size: builds it for every
    // follower of every gem (20 rows a gem in this seed), so it is slow at 1M gems.
    fanout: { type: 'boolean', default: false },
    // Followee counts at which the per-followee read and the timeline are compared (the threshold).
    crossover: { type: 'string', default: '20,30,40,50,100,250' },
  },
});
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('Set DATABASE_URL to a real Postgres.');
const sizes = values.sizes.split(',').map(Number);
const users = Number(values.users);
const seconds = Number(values.duration);
const tag = `feedbench_${Date.now().toString(36)}`;
const schema = `${tag}_curation`;
const s = `"${schema}"`;
/** The three viewers: real-account-like ids below SEED_USER_BASE, following 5, 50 and 1,000. */
const VIEWERS = [
  { id: 1, follows: 5 },
  { id: 2, follows: 50 },
  { id: 3, follows: 1000 },
];
const HEAVY = VIEWERS[2]!.id;
/** The viewers who keep a timeline once their follow events have run. */
const KEEPERS = VIEWERS.filter((viewer) => viewer.follows > FEED_TIMELINE_ABOVE);
/** A viewer who follows nobody yet (the write costs' follows without a timeline). */
const LIGHT = 4;
/** 20 more viewers with timelines, following the same 260 of HEAVY's followees (the writes). */
const CROWD = Array.from({ length: 20 }, (_, i) => 10 + i);
const CROWD_FOLLOWS = 260;
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
const newLoopPool = () => new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
/** The loops' connections, new at each size: a statement's plan choice is not carried over. */
let loopPool = newLoopPool();
mkdirSync(values.out, { recursive: true });

/** Pages per second on 10 connections and Postgres CPU per page (those connections' backends). */
async function loop(statement: FeedStatement) {
  const warm = Date.now() + 500;
  const run = async (until: number, count: { n: number }) => {
    while (Date.now() < until) {
      await loopPool.query({ name: statement.name, text: statement.sql, values: statement.values });
      count.n++;
    }
  };
  await Promise.all(Array.from({ length: 10 }, () => run(warm, { n: 0 })));
  const meter = cpuMeter({}, () => postgresBackendsOf([process.pid]));
  const stop = meter.start();
  const count = { n: 0 };
  await Promise.all(Array.from({ length: 10 }, () => run(Date.now() + seconds * 1000, count)));
  const cpu = stop();
  return { perSecond: count.n / seconds, cpuMs: cpu.total / count.n };
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the generic plan, and how Postgres plans the named statement on a
 * fresh connection over 10 calls: five plans for the given values, then the generic one if it is
 * no dearer (planned once), or a new plan on every call (planning is then part of each call).
 */
async function explain(
  statement: FeedStatement,
): Promise<{ text: string; ms: number; buffers: string; plans: string }> {
  const client = await pool.connect();
  try {
    const literal = (v: unknown) =>
      typeof v === 'number'
        ? String(v)
        : `'${(v instanceof Date ? v.toISOString() : String(v)).replace(/'/g, "''")}'`;
    const params = statement.values.map(literal);
    const args = params.length ? `(${params.join(', ')})` : '';
    await client.query(`PREPARE feed_choice AS ${statement.sql}`);
    for (let i = 0; i < 10; i++) await client.query(`EXECUTE feed_choice${args}`);
    const { rows: choice } = await client.query<{ generic_plans: string; custom_plans: string }>(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'feed_choice'`,
    );
    await client.query('DEALLOCATE feed_choice');
    const plans = `${choice[0]!.generic_plans} generic, ${choice[0]!.custom_plans} custom`;
    await client.query('SET plan_cache_mode = force_generic_plan'); // as the named statement runs
    await client.query(`PREPARE feed_explain AS ${statement.sql}`);
    const execute = `EXECUTE feed_explain${args}`;
    await client.query(execute);
    const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${execute}`);
    const text = rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]);
    const top = rows.find((r) => /Buffers:/.test(r['QUERY PLAN']))?.['QUERY PLAN'].trim() ?? '';
    return { text, ms, buffers: top.replace('Buffers: ', ''), plans };
  } finally {
    await client.query('DEALLOCATE feed_explain').catch(() => undefined);
    await client.query('RESET plan_cache_mode').catch(() => undefined);
    client.release();
  }
}

const lines: string[] = [];
const print = (line: string) => {
  console.log(line);
  lines.push(line);
};
try {
  await pool.query(`CREATE SCHEMA IF NOT EXISTS ${s}`);
  await runMigrations(pool, {
    schema,
    dir: fileURLToPath(new URL('../../services/curation/prisma/migrations', import.meta.url)),
  });
  const plan: SeedPlan = {
    users,
    fromGem: 0,
    toGem: 0,
    likesPerGem: 5,
    followsPerUser: 20,
    viewerId: VIEWERS[0]!.id,
    viewerFollows: 0,
  };
  let started = Date.now();
  await seedUsersAndFollows(pool, schema, plan);
  for (const viewer of VIEWERS)
    await pool.query(
      `INSERT INTO ${s}.follows (follower_id, followed_id, created_at)
       SELECT $1, ${SEED_USER_BASE} + 1 + (k * 7919) % $3, now() FROM generate_series(1, $2) k ON CONFLICT DO NOTHING`,
      [viewer.id, viewer.follows, users],
    );
  await pool.query(
    `INSERT INTO ${s}.follows (follower_id, followed_id, created_at)
     SELECT c, f.followed_id, now() FROM unnest($1::int[]) c,
            (SELECT followed_id FROM ${s}.follows WHERE follower_id = $2 ORDER BY followed_id LIMIT $3) f`,
    [CROWD, HEAVY, CROWD_FOLLOWS],
  );
  print(`${users} curators and their follows seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const repository = new GemCardsRepository(pool, schema);
  const writer = await curationWriter(databaseUrl, schema);
  const builds: string[] = [];
  print(
    `\n| gems | viewer follows | page | statement | pages/s (10 conns) | Postgres CPU per page | EXPLAIN ANALYZE ms | buffers | plans of 10 calls | load (1/5/15 min) |\n|---|---|---|---|---|---|---|---|---|---|`,
  );
  const rows: string[] = [];
  for (const size of sizes) {
    started = Date.now();
    await seedGems(pool, schema, { ...plan, fromGem: plan.toGem, toGem: size });
    plan.toGem = size;
    await loopPool.end();
    loopPool = newLoopPool();
    console.log(`grew to ${size} gems in ${((Date.now() - started) / 1000).toFixed(1)} s (load ${load()})`);
    // The bulk seed bypasses the fan-out: the viewers above FEED_TIMELINE_ABOVE are read first
    // without a timeline (per followee, or the walk), then with one built as the follow event
    // builds it.
    for (const viewer of KEEPERS)
      await writer.prisma.$transaction((tx) => writer.timelines.drop(tx, viewer.id));
    const reads = [
      ...VIEWERS.map((viewer) => ({ viewer, timeline: false })),
      ...KEEPERS.map((viewer) => ({ viewer, timeline: true })),
    ];
    for (const { viewer, timeline } of reads) {
      if (timeline) {
        const build = await buildTimeline(writer, viewer.id);
        builds.push(
          `timeline build at ${size.toLocaleString('en')} gems, viewer following ${viewer.follows}: ${build.rows.toLocaleString('en')} rows in ${build.wallMs.toFixed(0)} ms, Postgres CPU ${build.cpuMs.toFixed(0)} ms (load ${load()})`,
        );
        console.log(builds.at(-1));
        // As autovacuum would soon after: the timeline's statistics (and visibility map).
        for (const table of ['feed_timelines', 'feed_timeline_entries'])
          await pool.query(`VACUUM (ANALYZE) ${s}.${table}`);
      }
      const query: GemCardQuery = {
        viewerId: viewer.id,
        scope: { kind: 'feed' },
        ordering: 'recent',
        limit: 20,
      };
      const deep: Keyset | undefined = (await repository.page({ ...query, limit: 200 }, 'head')).next;
      for (const [page, after] of [
        ['first', undefined],
        ['10 pages in', deep],
      ] as const) {
        for (const statement of feedStatements(repository, schema, { ...query, after, limit: 21 })) {
          if (timeline && statement.label === 'before') continue; // measured just before
          const label =
            !KEEPERS.includes(viewer) || statement.label === 'before'
              ? statement.label
              : `${statement.label}, ${timeline ? 'timeline' : 'no timeline'}`;
          const figures = await loop(statement);
          const plan = await explain(statement);
          const file = join(
            values.out,
            `feed-${size}-${viewer.follows}-${page.replace(/ /g, '')}-${label.replace(/[^a-z0-9]+/gi, '_')}.txt`,
          );
          writeFileSync(file, `${statement.sql}\n\n${plan.text}\n`);
          const row = `| ${size.toLocaleString('en')} | ${viewer.follows} | ${page} | ${label} | ${figures.perSecond.toFixed(0)} | ${figures.cpuMs.toFixed(2)} ms | ${plan.ms.toFixed(2)} | ${plan.buffers} | ${plan.plans} | ${load()} |`;
          print(row);
          rows.push(row);
        }
      }
    }
  }
  for (const line of builds) print(line);
  // Where a timeline starts to pay (FEED_TIMELINE_ABOVE): the same viewer read per followee,
  // then with a timeline, at growing follow counts (first page, the statement as curation runs it).
  print(`\ncrossover at ${plan.toGem.toLocaleString('en')} gems (Postgres CPU per page, first page):`);
  for (const [i, count] of values.crossover.split(',').map(Number).entries()) {
    const viewerId = 40 + i;
    await pool.query(
      `INSERT INTO ${s}.follows (follower_id, followed_id, created_at)
       SELECT $1, ${SEED_USER_BASE} + 1 + (k * 104729) % $3, now() FROM generate_series(1, $2) k ON CONFLICT DO NOTHING`,
      [viewerId, count, users],
    );
    const query: GemCardQuery = { viewerId, scope: { kind: 'feed' }, ordering: 'recent', limit: 21 };
    const [now] = feedStatements(repository, schema, query);
    const perFollowee = await loop(now!);
    await buildTimeline(writer, viewerId);
    await pool.query(`VACUUM (ANALYZE) ${s}.feed_timeline_entries`);
    const timeline = await loop(now!);
    print(
      `- follows ${count}: per followee ${perFollowee.cpuMs.toFixed(2)} ms, timeline ${timeline.cpuMs.toFixed(2)} ms (load ${load()})`,
    );
    await writer.prisma.$transaction((tx) => writer.timelines.drop(tx, viewerId));
  }
  // The write costs at the last size: 20 more viewers with timelines, so some curators have many.
  let crowdRows = 0;
  let crowdCpu = 0;
  let crowdWall = 0;
  for (const viewer of CROWD) {
    const build = await buildTimeline(writer, viewer);
    crowdRows += build.rows;
    crowdCpu += build.cpuMs;
    crowdWall += build.wallMs;
  }
  print(
    `timeline builds of ${CROWD.length} viewers following ${CROWD_FOLLOWS}: ${(crowdRows / CROWD.length).toFixed(0)} rows, ${(crowdWall / CROWD.length).toFixed(0)} ms, Postgres CPU ${(crowdCpu / CROWD.length).toFixed(1)} ms each (load ${load()})`,
  );
  const { rows: followed } = await pool.query<{ id: number }>(
    `SELECT followed_id AS id FROM ${s}.follows WHERE follower_id = $1 ORDER BY followed_id`,
    [HEAVY],
  );
  const heavyFollows = new Set(followed.map((r) => r.id));
  const notFollowed = Array.from({ length: users }, (_, i) => SEED_USER_BASE + 1 + i).filter(
    (id) => !heavyFollows.has(id),
  );
  const w = await timelineWriteCosts(
    writer,
    {
      owners: {
        none: notFollowed.slice(0, 200),
        one: followed.slice(CROWD_FOLLOWS, CROWD_FOLLOWS + 200).map((r) => r.id),
        many: followed.slice(0, 200).map((r) => r.id),
      },
      heavyViewer: HEAVY,
      lightViewer: LIGHT,
      newFollowees: notFollowed.slice(200, 400),
      popular: notFollowed[400]!,
      wide: notFollowed[401]!,
    },
    tag,
  );
  print(
    `\nwrite costs at ${plan.toGem.toLocaleString('en')} gems (Postgres CPU per operation, one backend, each in its transaction; load ${load()}):`,
  );
  print(
    `- saved gem: ${w.gemBefore.toFixed(2)} ms without the fan-out (before), ${w.gemNoTimelineFollower.toFixed(2)} ms with it and no follower keeping a timeline, ${w.gemOneTimelineFollower.toFixed(2)} ms with one, ${w.gemManyTimelineFollowers.toFixed(2)} ms with ${CROWD.length + 1}`,
  );
  print(
    `- follow: ${w.followBefore.toFixed(2)} ms the insert alone (before), ${w.followNoTimeline.toFixed(2)} ms by a viewer without a timeline, ${w.followWithTimeline.toFixed(2)} ms by one with a timeline (its backfill); unfollow by one with a timeline ${w.unfollowWithTimeline.toFixed(2)} ms`,
  );
  print(
    `- the fan-out's bound (${FEED_FANOUT_FOLLOWERS_MAX.toLocaleString('en')} followers): a follow of a curator just under it ${w.followNearBound.toFixed(2)} ms (it counts their followers); the follow that makes one wide ${w.widen.toFixed(1)} ms; a save by a wide curator ${w.gemWideOwner.toFixed(2)} ms (no fan-out)`,
  );
  const { rows: entries } = await pool.query(
    `SELECT (SELECT count(*) FROM ${s}.feed_timeline_entries)::int AS rows,
            pg_size_pretty(pg_total_relation_size('${s}.feed_timeline_entries')) AS bytes`,
  );
  print(`timeline entries: ${JSON.stringify(entries[0])} (${CROWD.length + 1} timelines)`);
  await writer.close();
  if (values.fanout) {
    const f = await fanoutCost(
      pool,
      schema,
      users,
      VIEWERS.map((v) => v.id),
    );
    print(
      `fan-out timeline (rejected): ${f.rows.toLocaleString('en')} rows, ${f.bytes}, filled in ${f.fillSeconds.toFixed(0)} s; Postgres CPU ${f.perGem.toFixed(2)} ms per saved gem with its fan-out, ${f.perFollow.toFixed(2)} ms per follow with its backfill; timeline page (ids only) ${VIEWERS.map((v) => `follows ${v.follows}: ${f.reads[v.id]!.toFixed(2)} ms`).join(', ')} (load ${load()})`,
    );
  }
  const { rows: size } = await pool.query(
    `SELECT pg_size_pretty(pg_relation_size('${s}.gems_user_recent_feed_idx')) AS per_followee,
            pg_size_pretty(pg_relation_size('${s}.gems_recent_feed_idx')) AS walk`,
  );
  print(`index sizes: ${JSON.stringify(size[0])}`);
  writeFileSync(
    join(values.out, `feed-viewers-${tag}.md`),
    `${new Date().toISOString()}\n${lines.join('\n')}\n`,
  );
} finally {
  await loopPool.end();
  if (values.keep) console.log(`kept the data: schema ${schema}`);
  else await dropTaggedSchemas(pool, tag);
  await pool.end();
}
