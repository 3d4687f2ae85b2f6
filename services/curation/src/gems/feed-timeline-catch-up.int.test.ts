import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createLogger } from '@gems/platform/logger';
import { createPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { createPrisma, type PrismaClient } from '../db/prisma.js';
import type { UnitOfWork } from '../db/unit-of-work.js';
import { FeedTimelineCatchUp } from './feed-timeline-catch-up.js';
import { FEED_TIMELINE_ABOVE, FeedTimelinesRepository } from './feed-timelines.repository.js';

// Viewers who already followed many curators when timelines shipped (issue 33): the migration that
// ships the queue finds them in the data as it is, and the service builds their timelines.
const schema = uniqueSchema('timeline_catch_up');
const MIGRATIONS = fileURLToPath(new URL('../../prisma/migrations', import.meta.url));
const QUEUE_MIGRATION = '20261127120000_feed_timelines_due';
const t = (name: string) => `"${schema}".${name}`;
let url: string;
let pool: pg.Pool;
let prisma: PrismaClient;
let timelines: FeedTimelinesRepository;
let before: string;

/** Follows FEED_TIMELINE_ABOVE + 1 curators, OWNER among them, before timelines shipped. */
const MANY = 1;
/** Follows exactly FEED_TIMELINE_ABOVE: not due. */
const AT_THRESHOLD = 2;
/** Was due at deploy, then unfollowed down to 10 before the service got to them. */
const SHRANK = 3;
const OWNER = 10;
const fillers = (n: number) => Array.from({ length: n }, (_, k) => 100_000 + k);
const follows = (viewer: number, followed: number[]) =>
  pool.query(`INSERT INTO ${t('follows')} (follower_id, followed_id) SELECT $1, unnest($2::int[])`, [
    viewer,
    followed,
  ]);
const queued = async () =>
  (
    await pool.query<{ viewer_id: number }>(`SELECT viewer_id FROM ${t('feed_timelines_due')} ORDER BY 1`)
  ).rows.map((r) => r.viewer_id);
const withTimeline = async () =>
  (
    await pool.query<{ viewer_id: number }>(`SELECT viewer_id FROM ${t('feed_timelines')} ORDER BY 1`)
  ).rows.map((r) => r.viewer_id);
const inTransaction: UnitOfWork = (work) => prisma.$transaction((tx) => work(tx, () => undefined));

beforeAll(async () => {
  url = await testDatabaseUrl();
  pool = createPool(url);
  // The schema as it was before the queue shipped, with its data.
  before = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const name of readdirSync(MIGRATIONS).filter((m) => m < QUEUE_MIGRATION))
    cpSync(join(MIGRATIONS, name), join(before, name), { recursive: true });
  await runMigrations(pool, { schema, dir: before });
  prisma = createPrisma(pool, schema);
  timelines = new FeedTimelinesRepository(schema);
  // Written as that schema took it (today's repository writes tables that came later).
  await pool.query(
    `INSERT INTO ${t('gems')} (user_id, title, url, canonical_url, updated_at) VALUES ($1, 'Old gem', $2, $2, now())`,
    [OWNER, 'https://old.example/'],
  );
  await follows(MANY, [OWNER, ...fillers(FEED_TIMELINE_ABOVE)]);
  await follows(AT_THRESHOLD, [OWNER, ...fillers(FEED_TIMELINE_ABOVE - 1)]);
  await follows(SHRANK, fillers(FEED_TIMELINE_ABOVE + 1));
  await runMigrations(pool, { schema, dir: MIGRATIONS });
}, 120_000);

afterAll(async () => {
  if (before) rmSync(before, { recursive: true, force: true });
  await prisma?.$disconnect();
  await pool?.end();
  if (url) await dropSchemas(url, [schema]);
  await stopTestDatabase();
});

describe('timelines for viewers who followed many before timelines shipped', () => {
  it('the migration queues exactly the viewers who follow more than the threshold', async () => {
    expect(await queued()).toEqual([MANY, SHRANK]);
    expect(await withTimeline()).toEqual([]);
  });

  it('the service builds those still due, with their followees’ gems, and empties the queue', async () => {
    await pool.query(`DELETE FROM ${t('follows')} WHERE follower_id = $1 AND followed_id >= $2`, [
      SHRANK,
      100_010,
    ]);
    const catchUp = new FeedTimelineCatchUp({
      timelines,
      inTransaction,
      logger: createLogger('test', 'silent'),
    });
    catchUp.start();
    await catchUp.done();

    expect(await queued()).toEqual([]);
    expect(await withTimeline()).toEqual([MANY]);
    const { rows } = await pool.query(
      `SELECT g.title FROM ${t('feed_timeline_entries')} e JOIN ${t('gems')} g ON g.id = e.gem_id WHERE e.viewer_id = $1`,
      [MANY],
    );
    expect(rows).toEqual([{ title: 'Old gem' }]);
  });

  it('a viewer queued again who has a timeline already is left as it is', async () => {
    await pool.query(`INSERT INTO ${t('feed_timelines_due')} (viewer_id) VALUES ($1)`, [MANY]);
    const builtAt = (
      await pool.query(`SELECT built_at FROM ${t('feed_timelines')} WHERE viewer_id = $1`, [MANY])
    ).rows[0];
    expect(await inTransaction((tx) => timelines.catchUpOne(tx))).toBe(MANY);
    expect(await inTransaction((tx) => timelines.catchUpOne(tx))).toBeNull();
    expect(
      (await pool.query(`SELECT built_at FROM ${t('feed_timelines')} WHERE viewer_id = $1`, [MANY])).rows[0],
    ).toEqual(builtAt);
  });
});
