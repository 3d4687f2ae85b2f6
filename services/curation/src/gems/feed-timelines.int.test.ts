import { readdirSync, readFileSync } from 'node:fs';
import { EVENT } from '@gems/contracts';
import type { ConsumedEvent, HandlerContext } from '@gems/platform/events';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import {
  dropSchemas,
  eventually,
  itIf,
  stopTestDatabase,
  testDatabaseUrl,
  uniqueSchema,
  usingRealPostgres,
} from '@gems/testkit';
import { createPrisma, type PrismaClient } from '../db/prisma.js';
import { ImportedGemsRepository } from '../imports/imported-gems.repository.js';
import { socialEventsConsumer } from '../social/social-events.consumer.js';
import { SocialReplicaRepository } from '../social/social-replica.repository.js';
import {
  FEED_FANOUT_FOLLOWERS_MAX,
  FEED_TIMELINE_ABOVE,
  FEED_TIMELINE_KEEP_FROM,
  FeedTimelinesRepository,
} from './feed-timelines.repository.js';
import { GemsRepository } from './gems.repository.js';

// The home feed's timelines are filled on write (issue 33): every path that inserts gems must
// fan them out in its transaction, and a save racing a follow must not slip between them.
const schema = uniqueSchema('feed_timelines');
const SRC = fileURLToPath(new URL('..', import.meta.url));
let url: string;
let pool: pg.Pool;
let prisma: PrismaClient;
let timelines: FeedTimelinesRepository;
let gems: GemsRepository;
let imported: ImportedGemsRepository;
let replica: SocialReplicaRepository;
const t = (name: string) => `"${schema}".${name}`;

/** Follows FEED_TIMELINE_ABOVE + 1 curators (OWNER among them) and has a timeline. */
const VIEWER = 1;
const OWNER = 10;

beforeAll(async () => {
  url = await testDatabaseUrl();
  pool = createPool(url);
  await runMigrations(pool, {
    schema,
    dir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  });
  prisma = createPrisma(pool, schema);
  timelines = new FeedTimelinesRepository(schema);
  gems = new GemsRepository(prisma, timelines);
  imported = new ImportedGemsRepository(timelines);
  replica = new SocialReplicaRepository(prisma, schema, timelines);
  await follows(VIEWER, [OWNER, ...fillers(FEED_TIMELINE_ABOVE)]);
  await prisma.$transaction((tx) => timelines.build(tx, VIEWER));
}, 120_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await pool?.end();
  if (url) await dropSchemas(url, [schema]);
  await stopTestDatabase();
});

/** Curators who never post: only their number counts. */
const FILLERS = 100_000;
const fillers = (n: number) => Array.from({ length: n }, (_, k) => FILLERS + k);
const follows = (viewer: number, followed: number[]) =>
  pool.query(`INSERT INTO ${t('follows')} (follower_id, followed_id) SELECT $1, unnest($2::int[])`, [
    viewer,
    followed,
  ]);
const inTimeline = async (viewer: number, gemId: number) =>
  (
    await pool.query(`SELECT 1 FROM ${t('feed_timeline_entries')} WHERE viewer_id = $1 AND gem_id = $2`, [
      viewer,
      gemId,
    ])
  ).rowCount === 1;
let n = 0;
const newGem = (userId: number, url = true) => ({
  userId,
  title: `Gem ${++n}`,
  ...(url ? { url: `https://fan.example/${n}`, canonicalUrl: `https://fan.example/${n}` } : {}),
});

describe('every writer of gems fans out', () => {
  it.each([
    ['a saved gem (the API, Batch Import)', (tx: object) => gems.create(tx, newGem(OWNER)).then((g) => [g])],
    ['an import batch', (tx: object) => imported.insertNew(tx, [newGem(OWNER), newGem(OWNER)])],
    ['an import’s custom lists', (tx: object) => imported.insertEach(tx, [newGem(OWNER, false)])],
  ])('%s reaches the timelines of its owner’s followers', async (_, write) => {
    const rows = await prisma.$transaction((tx) => write(tx));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(await inTimeline(VIEWER, row.id)).toBe(true);
  });

  it('and there is no other: every insert into gems is in a file that fans out', () => {
    const files = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory()
          ? e.name === 'generated'
            ? []
            : files(join(dir, e.name))
          : e.name.endsWith('.ts') && !e.name.endsWith('.test.ts')
            ? [join(dir, e.name)]
            : [],
      );
    const inserts = /\.gem\.(create|createMany|createManyAndReturn|upsert)\(|INSERT INTO [^(]*\.gems\s*\(/;
    const writers = files(SRC).filter((file) => inserts.test(readFileSync(file, 'utf8')));
    expect(writers.map((file) => relative(SRC, file)).sort()).toEqual([
      'gems/gems.repository.ts',
      'imports/imported-gems.repository.ts',
    ]);
    for (const file of writers) expect(readFileSync(file, 'utf8')).toContain('this.timelines.fanOut(');
  });
});

/**
 * Runs `work` in a transaction left open until `commit()` is called: the other side of a race.
 * `done` settles after the commit.
 */
function heldOpen<R>(work: (tx: object) => Promise<R>) {
  let commit!: () => void;
  const release = new Promise<void>((resolve) => (commit = resolve));
  let worked!: () => void;
  const ready = new Promise<void>((resolve) => (worked = resolve));
  const done = prisma.$transaction(
    async (tx) => {
      const result = await work(tx);
      worked();
      await release;
      return result;
    },
    { timeout: 60_000 },
  );
  return { ready, commit, done };
}

/** Waits until `pending` settles or waits for one of the timelines' advisory locks. */
async function settledOrWaitingForLock(pending: Promise<unknown>): Promise<void> {
  let settled = false;
  void pending.then(
    () => (settled = true),
    () => (settled = true),
  );
  await eventually(
    async () =>
      settled ||
      (
        await pool.query(
          `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND classid IN (7330001, 7330002)`,
        )
      ).rowCount! > 0,
    10_000,
  );
}

describe('a save and a follow at the same moment', () => {
  const real = itIf(usingRealPostgres(), 'two transactions at once need a real Postgres (DATABASE_URL)');

  real('a save while the follow is uncommitted reaches the timeline once both commit', async () => {
    const owner = 20;
    const follow = heldOpen((tx) => replica.follow(tx, VIEWER, owner, new Date()));
    await follow.ready;
    const save = prisma.$transaction((tx) => gems.create(tx, newGem(owner)));
    await settledOrWaitingForLock(save);
    follow.commit();
    await follow.done;
    expect(await inTimeline(VIEWER, (await save).id)).toBe(true);
  });

  real('a follow while the save is uncommitted backfills it once both commit', async () => {
    const owner = 21;
    const save = heldOpen((tx) => gems.create(tx, newGem(owner)));
    await save.ready;
    const follow = prisma.$transaction((tx) => replica.follow(tx, VIEWER, owner, new Date()));
    await settledOrWaitingForLock(follow);
    save.commit();
    await follow;
    expect(await inTimeline(VIEWER, (await save.done).id)).toBe(true);
  });

  real('a save while a follow builds the timeline reaches it', async () => {
    const viewer = 2;
    const owner = 22;
    await follows(viewer, fillers(FEED_TIMELINE_ABOVE));
    const save = heldOpen((tx) => gems.create(tx, newGem(owner)));
    await save.ready;
    const follow = prisma.$transaction((tx) => replica.follow(tx, viewer, owner, new Date()));
    await settledOrWaitingForLock(follow);
    save.commit();
    await follow;
    expect(await inTimeline(viewer, (await save.done).id)).toBe(true);
  });

  real('a save while an unfollow drops the timeline neither fails nor leaves an entry behind', async () => {
    const viewer = 3;
    const owner = 23;
    await follows(viewer, [owner, ...fillers(FEED_TIMELINE_ABOVE)]);
    await prisma.$transaction((tx) => timelines.build(tx, viewer));
    await pool.query(`DELETE FROM ${t('follows')} WHERE follower_id = $1 AND followed_id >= $2`, [
      viewer,
      FILLERS + FEED_TIMELINE_KEEP_FROM - 1,
    ]); // it follows FEED_TIMELINE_KEEP_FROM now: the unfollow drops the timeline
    const unfollow = heldOpen((tx) => replica.unfollow(tx, viewer, owner));
    await unfollow.ready;
    const save = prisma.$transaction((tx) => gems.create(tx, newGem(owner)));
    await settledOrWaitingForLock(save);
    unfollow.commit();
    await unfollow.done;
    await save; // a fan-out reading the timeline the unfollow deleted would fail its foreign key
    const { rowCount } = await pool.query(
      `SELECT 1 FROM ${t('feed_timeline_entries')} WHERE viewer_id = $1`,
      [viewer],
    );
    expect(rowCount).toBe(0);
  });
});

describe('a save while a follow makes its owner wide', () => {
  const real = itIf(usingRealPostgres(), 'two transactions at once need a real Postgres (DATABASE_URL)');

  real('leaves no entry behind: the save waits, then sees the owner wide', async () => {
    const owner = 24;
    await follows(VIEWER, [owner]); // VIEWER keeps a timeline
    await pool.query(
      `INSERT INTO ${t('follows')} (follower_id, followed_id) SELECT 400000 + k, $1 FROM generate_series(1, $2) k`,
      [owner, FEED_FANOUT_FOLLOWERS_MAX - 1],
    );
    const follow = heldOpen((tx) => replica.follow(tx, 6, owner, new Date())); // one past the bound
    await follow.ready;
    const save = prisma.$transaction((tx) => gems.create(tx, newGem(owner)));
    await settledOrWaitingForLock(save);
    follow.commit();
    await follow.done;
    expect(await inTimeline(VIEWER, (await save).id)).toBe(false);
    const { rowCount } = await pool.query(
      `SELECT 1 FROM ${t('feed_timeline_wide_follows')} WHERE viewer_id = $1 AND owner_id = $2`,
      [VIEWER, owner],
    );
    expect(rowCount).toBe(1);
  });
});

describe('two batches of follow events at the same moment (two replicas)', () => {
  const real = itIf(usingRealPostgres(), 'two transactions at once need a real Postgres (DATABASE_URL)');
  const consumer = () => {
    const definition = socialEventsConsumer(replica);
    if (definition.kind !== 'batch') throw new Error('the social events consumer takes batches');
    return definition;
  };
  const followed = (followerId: number, followedId: number) =>
    ({
      id: `follow-${followerId}-${followedId}`,
      type: EVENT.userFollowed,
      version: 1,
      occurredAt: new Date().toISOString(),
      producer: 'social',
      data: { followerId, followedId, at: new Date().toISOString() },
    }) as ConsumedEvent;
  const context = { emit: () => undefined, afterCommit: () => undefined } as unknown as HandlerContext;

  real('change the same viewers in opposite orders, and both apply: neither deadlocks', async () => {
    const [first, second] = [4, 5];
    for (const viewer of [first, second]) {
      await follows(viewer, fillers(FEED_TIMELINE_ABOVE + 1));
      await prisma.$transaction((tx) => timelines.build(tx, viewer));
    }
    // One replica's batch changes `second`'s timeline, then `first`'s; between the two...
    let goOn!: () => void;
    const proceed = new Promise<void>((resolve) => (goOn = resolve));
    let halfway!: () => void;
    const half = new Promise<void>((resolve) => (halfway = resolve));
    const one = prisma.$transaction(
      async (tx) => {
        await consumer().handle([followed(second, 30)], tx, context);
        halfway();
        await proceed;
        await consumer().handle([followed(first, 33)], tx, context);
      },
      { timeout: 60_000 },
    );
    await half;
    // ...the other replica's batch changes `first`'s, then `second`'s.
    const other = prisma.$transaction(
      (tx) => consumer().handle([followed(first, 31), followed(second, 32)], tx, context),
      { timeout: 60_000 },
    );
    await settledOrWaitingForLock(other);
    goOn();
    await Promise.all([one, other]);
    const { rows } = await pool.query(
      `SELECT follower_id, followed_id FROM ${t('follows')} WHERE followed_id BETWEEN 30 AND 33 ORDER BY 2`,
    );
    expect(rows).toEqual([
      { follower_id: second, followed_id: 30 },
      { follower_id: first, followed_id: 31 },
      { follower_id: second, followed_id: 32 },
      { follower_id: first, followed_id: 33 },
    ]);
  });
});
