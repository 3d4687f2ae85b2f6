// Rewards benchmark, one run: identity, rewards and the gateway as separate processes on real
// Postgres and NATS (Redis when REDIS_URL is set), rewards' tables seeded with USERS users and
// their point events. Measures:
//  (1) event → balance lag p50/p99 while RATE events/s of mixed gem.created / gem.liked /
//      comment.created arrive on the bus (published as curation and social would; the balance is
//      read through the gateway), beside the raw ceiling of one award transaction in pg;
//  (2) executing the distribution for every participant through the gateway, and a second
//      execute refused; beside the same statements run raw in pg (one chunk);
//  (3) the leaderboard through the gateway at 50 connections (first page, reused for 2 s, and a
//      later page, read every time), beside the same SQL raw in pg at the same concurrency.
//   npx tsx bench/rewards/run.ts [-- --users 100000 --rate 200 --duration 20]
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { createEnvelope, createEventBus } from '@gems/platform/events';
import { createLogger } from '@gems/platform/logger';
import { deleteStream } from '../../packages/testkit/src/nats.js';
import { registerAdminThroughGateway, registerThroughGateway, waitFor } from '../support/gateway.js';
import { startEntry } from '../support/processes.js';
import { operationUrl } from '../../packages/testkit/src/operation-url.js';

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--')),
  options: {
    users: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '200' },
    duration: { type: 'string', default: '20' },
    connections: { type: 'string', default: '50' },
  },
});
const USERS = Number(values.users);
const RATE = Number(values.rate);
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const databaseUrl = process.env.DATABASE_URL;
const natsUrl = process.env.NATS_URL;
if (!databaseUrl || !natsUrl) throw new Error('Set DATABASE_URL and NATS_URL (real Postgres and NATS).');

const tag = `benchrw_${Date.now().toString(36)}`;
const PORTS = { gateway: 4980, identity: 4981, rewards: 4984 };
const url = (port: number) => `http://127.0.0.1:${port}`;
const GATEWAY = url(PORTS.gateway);
const ADMIN_EMAIL = `${tag}_admin@example.com`;
const env = {
  ...process.env,
  EVENTBUS_SCHEMA: `${tag}_bus`,
  CACHE_PREFIX: tag,
  EVENTS_NAMESPACE: tag,
  LOG_LEVEL: 'warn',
  PASSWORD_HASH_COST: '10',
  ADMIN_EMAIL,
  MAIL_DIR: mkdtempSync(join(tmpdir(), 'bench-mail-')),
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_API_PER_MINUTE: '100000000',
  UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  WEB_DIST_DIR: mkdtempSync(join(tmpdir(), 'bench-')),
  IDENTITY_URL: url(PORTS.identity),
  REWARDS_URL: url(PORTS.rewards),
  DISTRIBUTION_SCHEDULE: 'false',
};
const schema = `${tag}_rewards`;
const S = `"${schema}"`;
const schemas = [`${tag}_identity`, schema, `${tag}_bus`];

const children: ChildProcess[] = [];
function start(entry: string, port: number, dbSchema: string): void {
  children.push(startEntry(entry, { ...env, PORT: String(port), HOST: '127.0.0.1', DB_SCHEMA: dbSchema }));
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const ms = (n: number) => Math.round(n * 10) / 10;
const sleep = (t: number) => new Promise((r) => setTimeout(r, t));

const db = new pg.Pool({ connectionString: databaseUrl, max: 12 });
const results: Record<string, unknown> = {};

async function seed(): Promise<void> {
  const t0 = performance.now();
  // Users 1,000,001.. with three counted events each and balances (current 100..499 points: every user takes part in the distribution).
  await db.query(
    `INSERT INTO ${S}.reward_users (user_id, username) SELECT g, 'user' || g FROM generate_series(1000001, 1000000 + $1) g`,
    [USERS],
  );
  await db.query(
    `INSERT INTO ${S}.point_events (user_id, action_type, points, entity_type, entity_id, metadata, created_at)
     SELECT g, a.action, a.points, 'gem', 10000000 + g, '{}'::jsonb, now() - (g % 600) * interval '1 minute'
       FROM generate_series(1000001, 1000000 + $1) g
       CROSS JOIN (VALUES ('create_gem', 10), ('like_gem', 2), ('comment_gem', 5)) AS a(action, points)`,
    [USERS],
  );
  await db.query(
    `INSERT INTO ${S}.point_balances (user_id, current_points, weekly_points, lifetime_points)
     SELECT g, 100 + (g::bigint * 7919 % 400)::int, 100 + (g::bigint * 7919 % 400)::int, 117 + (g::bigint * 7919 % 400)::int FROM generate_series(1000001, 1000000 + $1) g`,
    [USERS],
  );
  await db.query(`ANALYZE ${S}.point_balances; ANALYZE ${S}.point_events; ANALYZE ${S}.reward_users`);
  results.seedSeconds = ms((performance.now() - t0) / 1000);
}

async function lag(): Promise<void> {
  const bus = await createEventBus({
    natsUrl,
    schema: `${tag}_bus`,
    namespace: tag,
    logger: createLogger('bench', 'silent'),
  });
  const probe = await registerThroughGateway(GATEWAY, `${tag}_probe`);
  const balance = async () =>
    (
      (await (
        await fetch(`${GATEWAY}/api/rewards/balance`, { headers: { cookie: probe.cookie } })
      ).json()) as {
        lifetimePoints: number;
      }
    ).lifetimePoints;
  let gemId = 50_000_000;
  const now = () => new Date().toISOString();
  const publishOne = async (i: number) => {
    // Seeded users are 1,000,001 and up (identity's own accounts start at 1).
    const userId = 1_000_001 + ((i * 104729) % USERS);
    const ownerId = 1_000_001 + ((i * 7) % USERS);
    const kind = i % 3;
    const id = gemId++;
    if (kind === 0)
      await bus.publish(
        createEnvelope(
          'gem.created',
          {
            gemId: id,
            userId,
            visibility: 'public',
            title: `Gem ${id}`,
            url: `https://e.x/${id}`,
            canonicalUrl: null,
            categories: [],
            tags: [],
            imageUrl: '',
            createdAt: now(),
          },
          { producer: 'curation' },
        ),
      );
    else if (kind === 1)
      await bus.publish(
        createEnvelope('gem.liked', { gemId: id, userId, ownerId, at: now() }, { producer: 'social' }),
      );
    else
      await bus.publish(
        createEnvelope(
          'comment.created',
          { commentId: id, gemId: id, userId, gemOwnerId: ownerId, excerpt: 'nice', createdAt: now() },
          { producer: 'social' },
        ),
      );
  };
  // Background load at RATE/s; a probe every 200 ms: a like by the probe user, timed until the
  // balance read through the gateway shows it.
  const lags: number[] = [];
  let sent = 0;
  const end = Date.now() + DURATION * 1000;
  const load = (async () => {
    const started = Date.now();
    while (Date.now() < end) {
      const due = Math.floor(((Date.now() - started) / 1000) * RATE);
      const batch: Promise<void>[] = [];
      while (sent < due) batch.push(publishOne(sent++));
      await Promise.all(batch);
      await sleep(5);
    }
  })();
  let expected = await balance();
  while (Date.now() < end) {
    const id = gemId++;
    const t0 = performance.now();
    await bus.publish(
      createEnvelope(
        'gem.liked',
        { gemId: id, userId: probe.id, ownerId: 1_000_001, at: now() },
        { producer: 'social' },
      ),
    );
    expected += 2;
    for (;;) {
      if ((await balance()) >= expected) break;
      if (performance.now() - t0 > 10_000) throw new Error('a probe never arrived');
      await sleep(5);
    }
    lags.push(performance.now() - t0);
    await sleep(200);
  }
  await load;
  await bus.close();
  lags.sort((a, b) => a - b);
  // Raw ceiling: the two statements of one award (insert from the rule + balance upsert) in a
  // transaction, sequentially on one connection.
  const raw: number[] = [];
  const client = await db.connect();
  for (let i = 0; i < 300; i++) {
    const t0 = performance.now();
    await client.query('BEGIN');
    await client.query(
      `INSERT INTO ${S}.point_events (user_id, action_type, points, entity_type, entity_id, metadata)
       SELECT $1, 'like_gem', r.points, 'gem', $2, '{}'::jsonb FROM ${S}.point_rules r WHERE r.action_type = 'like_gem' AND r.is_active
       ON CONFLICT (user_id, action_type, entity_type, entity_id) DO NOTHING RETURNING id`,
      [1_000_001 + i, 90_000_000 + i],
    );
    await client.query(
      `INSERT INTO ${S}.point_balances (user_id, current_points, weekly_points, lifetime_points) VALUES ($1, 2, 2, 2)
       ON CONFLICT (user_id) DO UPDATE SET current_points = point_balances.current_points + 2,
         weekly_points = point_balances.weekly_points + 2, lifetime_points = point_balances.lifetime_points + 2`,
      [1_000_001 + i],
    );
    await client.query('COMMIT');
    raw.push(performance.now() - t0);
  }
  client.release();
  raw.sort((a, b) => a - b);
  results.lag = {
    eventsPublished: sent,
    ratePerSecond: ms(sent / DURATION),
    probes: lags.length,
    p50: ms(pct(lags, 50)),
    p99: ms(pct(lags, 99)),
    max: ms(lags.at(-1)!),
    rawAwardTxP50: ms(pct(raw, 50)),
    rawAwardTxP99: ms(pct(raw, 99)),
  };
}

async function distribution(): Promise<void> {
  const admin = await registerAdminThroughGateway(GATEWAY, `${tag}_admin`, env.MAIL_DIR);
  const { rows: pre } = await db.query(
    `SELECT count(*)::int AS n FROM ${S}.point_balances WHERE current_points >= 100`,
  );
  await db.query(`CREATE TABLE ${S}.bench_snapshot AS SELECT * FROM ${S}.point_balances`);
  const call = () =>
    fetch(`${GATEWAY}/api/admin/rewards/distributions/execute`, {
      method: 'POST',
      headers: { cookie: admin.cookie },
    });
  const t0 = performance.now();
  const first = await call();
  const seconds = (performance.now() - t0) / 1000;
  const body = (await first.json()) as {
    id: number;
    participantCount: number;
    totalTokensDistributed: number;
  };
  const t1 = performance.now();
  const second = await call();
  const refusedMs = performance.now() - t1;
  const { rows: sums } = await db.query(
    `SELECT sum(tokens_received)::int AS tokens FROM ${S}.distribution_payouts WHERE distribution_id = $1`,
    [body.id],
  );

  // Raw: the same statements in pg, one chunk, on the restored balances.
  await db.query(`DELETE FROM ${S}.distribution_payouts; DELETE FROM ${S}.token_distributions`);
  await db.query(
    `TRUNCATE ${S}.point_balances; INSERT INTO ${S}.point_balances SELECT * FROM ${S}.bench_snapshot`,
  );
  const client = await db.connect();
  const r0 = performance.now();
  await client.query('BEGIN');
  const { rows } = await client.query(
    `INSERT INTO ${S}.token_distributions (week_start, week_end, points_to_token_ratio, status) VALUES (now(), now(), 100, 'running') RETURNING id`,
  );
  const id = rows[0].id as number;
  await client.query(
    `INSERT INTO ${S}.distribution_payouts (distribution_id, user_id, points_earned, tokens_received)
     SELECT $1, user_id, (current_points / 100) * 100, current_points / 100 FROM ${S}.point_balances WHERE current_points >= 100`,
    [id],
  );
  await client.query('COMMIT');
  await client.query(
    `WITH batch AS (SELECT user_id, points_earned, tokens_received FROM ${S}.distribution_payouts
        WHERE distribution_id = $1 AND status = 'pending' ORDER BY user_id FOR UPDATE),
      paid AS (UPDATE ${S}.distribution_payouts p SET status = 'paid' FROM batch WHERE p.distribution_id = $1 AND p.user_id = batch.user_id RETURNING 1)
     UPDATE ${S}.point_balances b SET current_points = b.current_points - batch.points_earned,
       gem_token_balance = b.gem_token_balance + batch.tokens_received, total_earned = b.total_earned + batch.tokens_received,
       last_distribution_id = $1 FROM batch WHERE b.user_id = batch.user_id`,
    [id],
  );
  await client.query(`UPDATE ${S}.point_balances SET weekly_points = 0 WHERE weekly_points <> 0`);
  const rawSeconds = (performance.now() - r0) / 1000;
  client.release();
  results.distribution = {
    participants: body.participantCount,
    expectedParticipants: pre[0].n,
    totalTokens: body.totalTokensDistributed,
    payoutsSum: sums[0].tokens,
    seconds: ms(seconds),
    secondExecuteStatus: second.status,
    secondExecuteMs: ms(refusedMs),
    rawSeconds: ms(rawSeconds),
    ratio: ms(seconds / rawSeconds),
  };
}

async function leaderboard(): Promise<void> {
  const run = (path: string) =>
    new Promise<autocannon.Result>((resolve, reject) =>
      autocannon({ url: GATEWAY + path, connections: CONNECTIONS, duration: 10 }, (err, r) =>
        err ? reject(err) : resolve(r),
      ),
    );
  await run(operationUrl('getRewardsLeaderboard')); // warm-up (JIT, pools)
  const first = await run(operationUrl('getRewardsLeaderboard'));
  const page2 = await (
    await fetch(`${GATEWAY}${operationUrl('getRewardsLeaderboard')}`)
  ).headers.get('x-next-cursor');
  const later = await run(operationUrl('getRewardsLeaderboard', {}, { cursor: page2 ?? undefined }));
  // Raw: the same SQL at the same concurrency (pool of 10), 10 s.
  const sql = `SELECT b.user_id, u.username, b.lifetime_points FROM ${S}.point_balances b
     LEFT JOIN ${S}.reward_users u ON u.user_id = b.user_id
    WHERE b.lifetime_points > 0 AND ($1::int IS NULL OR b.lifetime_points < $1::int OR (b.lifetime_points = $1::int AND b.user_id > $2::int))
    ORDER BY b.lifetime_points DESC, b.user_id ASC LIMIT 51`;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const lat: number[] = [];
  const end = Date.now() + 10_000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t0 = performance.now();
        await pool.query(sql, [null, 0]);
        lat.push(performance.now() - t0);
      }
    }),
  );
  await pool.end();
  lat.sort((a, b) => a - b);
  const summary = (r: autocannon.Result) => ({
    reqPerSec: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
  });
  results.leaderboard = {
    firstPage: summary(first),
    laterPage: summary(later),
    rawSql: { perSec: Math.round(lat.length / 10), p50: ms(pct(lat, 50)), p99: ms(pct(lat, 99)) },
    ratioFirst: ms(first.requests.average / (lat.length / 10)),
    ratioLater: ms(later.requests.average / (lat.length / 10)),
  };
}

try {
  start('services/identity/src/main.ts', PORTS.identity, `${tag}_identity`);
  await waitFor(async () => (await fetch(`${url(PORTS.identity)}/readyz`)).ok, 'identity');
  start('services/rewards/src/main.ts', PORTS.rewards, schema);
  start('gateway/src/main.ts', PORTS.gateway, `${tag}_gateway`);
  await waitFor(async () => (await fetch(`${url(PORTS.rewards)}/readyz`)).ok, 'rewards');
  await waitFor(async () => (await fetch(`${GATEWAY}/readyz`)).ok, 'gateway');
  await seed();
  console.error('seeded', results.seedSeconds, 's');
  await lag();
  console.error('lag', results.lag);
  await leaderboard();
  console.error('leaderboard', results.leaderboard);
  await distribution();
  console.error('distribution', results.distribution);
  console.log(JSON.stringify({ users: USERS, rate: RATE, duration: DURATION, ...results }, null, 2));
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(1500);
  await db
    .query(`DROP SCHEMA IF EXISTS ${schemas.map((s) => `"${s}"`).join(', ')} CASCADE`)
    .catch(() => undefined);
  await db.end();
  await deleteStream(natsUrl, `GEMS_${tag}`).catch(() => undefined);
}
