import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { createPrisma, type PrismaClient } from '../db/prisma.js';
import { SocialReplicaRepository } from '../social/social-replica.repository.js';
import { GemCardsRepository, type GemCardQuery } from './gem-cards.repository.js';
import { FEED_PER_FOLLOWEE_MAX } from './feed-page-sql.js';
import {
  FEED_FANOUT_FOLLOWERS_MAX,
  FEED_TIMELINE_ABOVE,
  FEED_TIMELINE_BACKFILL_PER_FOLLOWEE,
  FEED_TIMELINE_KEEP_FROM,
  FeedTimelinesRepository,
} from './feed-timelines.repository.js';
import { GemsRepository } from './gems.repository.js';

// The home feed's three branches (issue 33) against the rules written out plainly: the
// viewer's own gems (any visibility) and their followees' that are not private, newest first.
const schema = uniqueSchema('feed_page');
let url: string;
let pool: pg.Pool;
let prisma: PrismaClient;
let cards: GemCardsRepository;
let timelines: FeedTimelinesRepository;
let gems: GemsRepository;
let replica: SocialReplicaRepository;
const t = (name: string) => `"${schema}".${name}`;

/** Few followees: the per-followee branch. */
const FEW = 1;
/** More than FEED_PER_FOLLOWEE_MAX followees and no timeline (not built yet): the walk. */
const MANY = 2;
/** As MANY, with a timeline (built as the follow event builds it). */
const TIMELINE = 3;
/** As TIMELINE, also following PROLIFIC, whose oldest gems the bounded backfill leaves out. */
const HORIZON = 4;
/** Curators 100..119 post; the viewers follow 100..109; MANY.. also follow 1000.. (no gems). */
const POSTERS = Array.from({ length: 20 }, (_, i) => 100 + i);
const PROLIFIC = 120;

beforeAll(async () => {
  url = await testDatabaseUrl();
  pool = createPool(url);
  await runMigrations(pool, {
    schema,
    dir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  });
  // 6 gems per poster and per viewer, every visibility, two categories, and ties on created_at.
  await pool.query(
    `INSERT INTO ${t('gems')} (user_id, title, visibility, categories, created_at, updated_at)
     SELECT u, 'Gem ' || u || '-' || i,
            (ARRAY['public', 'followers', 'private'])[1 + i % 3],
            ARRAY[(ARRAY['Music', 'Book'])[1 + (u + i) % 2]],
            timestamptz '2026-01-01' + ((u * 7 + i * 13) % 40) * interval '1 hour', now()
     FROM unnest($1::int[]) u, generate_series(1, 6) i`,
    [[...POSTERS, FEW, MANY, TIMELINE, HORIZON]],
  );
  await pool.query(
    `INSERT INTO ${t('gems')} (user_id, title, visibility, created_at, updated_at)
     SELECT $1, 'Prolific ' || i, (ARRAY['public', 'followers', 'private'])[1 + i % 3],
            timestamptz '2025-12-01' + i * interval '1 minute', now()
     FROM generate_series(1, $2) i`,
    [PROLIFIC, FEED_TIMELINE_BACKFILL_PER_FOLLOWEE + 600],
  );
  await pool.query(
    `INSERT INTO ${t('follows')} (follower_id, followed_id)
     SELECT v, p FROM unnest($1::int[]) v, generate_series(100, 109) p
     UNION ALL SELECT v, 1000 + k FROM unnest($2::int[]) v, generate_series(1, $3) k
     UNION ALL SELECT $4, $5`,
    [[FEW, MANY, TIMELINE, HORIZON], [MANY, TIMELINE, HORIZON], FEED_PER_FOLLOWEE_MAX + 5, HORIZON, PROLIFIC],
  );
  cards = new GemCardsRepository(pool, schema);
  prisma = createPrisma(pool, schema);
  timelines = new FeedTimelinesRepository(schema);
  gems = new GemsRepository(prisma, timelines);
  replica = new SocialReplicaRepository(prisma, schema, timelines);
  for (const viewer of [TIMELINE, HORIZON]) await prisma.$transaction((tx) => timelines.build(tx, viewer));
}, 120_000);

afterAll(async () => {
  await prisma?.$disconnect();
  await pool?.end();
  if (url) await dropSchemas(url, [schema]);
  await stopTestDatabase();
});

/** Every page of the feed, `limit` at a time, through the keyset. */
async function wholeFeed(viewerId: number, limit: number, category?: string): Promise<number[]> {
  const ids: number[] = [];
  let after: GemCardQuery['after'];
  for (let pages = 0; pages < 2000; pages++) {
    const { rows, next } = await cards.page(
      { viewerId, scope: { kind: 'feed' }, ordering: 'recent', category, after, limit },
      'head',
    );
    ids.push(...rows.map((row) => row.id));
    if (!next) return ids;
    after = next;
  }
  throw new Error('the feed did not end');
}

/** The rules, written out as plainly as SQL allows. */
async function expected(viewerId: number, category?: string): Promise<number[]> {
  const { rows } = await pool.query<{ id: number }>(
    `SELECT g.id FROM ${t('gems')} g
      WHERE (g.user_id = $1
             OR (g.visibility <> 'private'
                 AND EXISTS (SELECT 1 FROM ${t('follows')} f WHERE f.follower_id = $1 AND f.followed_id = g.user_id)))
        AND ($2::text IS NULL OR $2 = ANY (g.categories))
      ORDER BY g.created_at DESC, g.id DESC`,
    [viewerId, category ?? null],
  );
  return rows.map((row) => row.id);
}

describe('the home feed page', () => {
  it.each([
    ['few followees (per-followee top-N)', FEW],
    ['many followees (time-ordered walk)', MANY],
    ['many followees with a timeline', TIMELINE],
  ])(
    '%s: own gems of every visibility, followees’ not private, newest first, any page size',
    async (_, viewer) => {
      const want = await expected(viewer);
      expect(want.length).toBeGreaterThan(40);
      for (const limit of [1, 4, 20, 200]) expect(await wholeFeed(viewer, limit)).toEqual(want);
      expect(await wholeFeed(viewer, 3, 'Music')).toEqual(await expected(viewer, 'Music'));
    },
  );

  it.each([
    ['few followees', FEW],
    ['many followees', MANY],
    ['a timeline', TIMELINE],
    ['a timeline with a horizon', HORIZON],
  ])('with %s, both statements answer the same (the hint that picks one may be stale)', async (_, viewer) => {
    const query = { viewerId: viewer, scope: { kind: 'feed' }, ordering: 'recent', limit: 500 } as const;
    const ids = async (timeline: boolean) => {
      const { sql, values } = cards.build(query, 'head', { timeline });
      return (await pool.query<{ id: number }>(sql, values)).rows.map((row) => row.id);
    };
    const want = (await expected(viewer)).slice(0, 500);
    expect(await ids(true)).toEqual(want);
    expect(await ids(false)).toEqual(want);
  });

  it('leaves out private gems of followees and every gem of people not followed', async () => {
    const { rows } = await pool.query<{ id: number; user_id: number; visibility: string }>(
      `SELECT id, user_id, visibility FROM ${t('gems')} WHERE id = ANY($1::int[])`,
      [await wholeFeed(FEW, 20)],
    );
    expect(rows.some((r) => r.user_id === FEW && r.visibility === 'private')).toBe(true);
    expect(rows.some((r) => r.user_id !== FEW && r.visibility === 'followers')).toBe(true);
    expect(rows.filter((r) => r.user_id !== FEW && r.visibility === 'private')).toEqual([]);
    expect(rows.filter((r) => r.user_id !== FEW && r.user_id > 109)).toEqual([]);
  });

  it('shows a new followee’s gems on the very next read, and drops them after an unfollow', async () => {
    for (const viewer of [FEW, MANY]) {
      const before = await wholeFeed(viewer, 7);
      await pool.query(`INSERT INTO ${t('follows')} (follower_id, followed_id) VALUES ($1, 119)`, [viewer]);
      const followed = await wholeFeed(viewer, 7);
      expect(followed).toEqual(await expected(viewer));
      expect(followed.length).toBe(before.length + 4); // 119's six gems, two of them private
      await pool.query(`DELETE FROM ${t('follows')} WHERE follower_id = $1 AND followed_id = 119`, [viewer]);
      expect(await wholeFeed(viewer, 7)).toEqual(before);
    }
  });
});

describe('the home feed of a viewer with a timeline', () => {
  const hasTimeline = async (viewer: number) =>
    (await pool.query(`SELECT 1 FROM ${t('feed_timelines')} WHERE viewer_id = $1`, [viewer])).rowCount === 1;
  const entriesOf = async (viewer: number, owner: number) =>
    Number(
      (
        await pool.query(
          `SELECT count(*) AS n FROM ${t('feed_timeline_entries')} WHERE viewer_id = $1 AND owner_id = $2`,
          [viewer, owner],
        )
      ).rows[0].n,
    );
  const inTx = <R>(work: (tx: object) => Promise<R>) => prisma.$transaction((tx) => work(tx));

  it('is what answers: a gem missing from the timeline is missing from the feed', async () => {
    const { rows } = await pool.query<{ gem_id: number }>(
      `DELETE FROM ${t('feed_timeline_entries')} WHERE (viewer_id, created_at, gem_id) IN
         (SELECT e.viewer_id, e.created_at, e.gem_id FROM ${t('feed_timeline_entries')} e
            JOIN ${t('gems')} g ON g.id = e.gem_id
           WHERE e.viewer_id = $1 AND g.visibility <> 'private' ORDER BY e.created_at DESC LIMIT 1)
       RETURNING gem_id`,
      [TIMELINE],
    );
    expect(rows).toHaveLength(1);
    const want = (await expected(TIMELINE)).filter((id) => id !== rows[0]!.gem_id);
    expect(await wholeFeed(TIMELINE, 20)).toEqual(want);
    await prisma.$transaction((tx) => timelines.build(tx, TIMELINE));
    expect(await wholeFeed(TIMELINE, 20)).toEqual(await expected(TIMELINE));
  });

  it('reads the timeline, and completes it from gems below the bounded backfill’s horizon', async () => {
    expect(await hasTimeline(TIMELINE)).toBe(true);
    expect(await entriesOf(HORIZON, PROLIFIC)).toBe(FEED_TIMELINE_BACKFILL_PER_FOLLOWEE);
    const want = await expected(HORIZON);
    expect(want.length).toBeGreaterThan(FEED_TIMELINE_BACKFILL_PER_FOLLOWEE);
    for (const limit of [20, 200, 1000]) expect(await wholeFeed(HORIZON, limit)).toEqual(want);
    expect(await wholeFeed(HORIZON, 50, 'Music')).toEqual(await expected(HORIZON, 'Music'));
  });

  it('shows a new followee’s gems on the read after the follow event, and drops them after the unfollow', async () => {
    const before = await wholeFeed(TIMELINE, 7);
    await inTx((tx) => replica.follow(tx, TIMELINE, 119, new Date()));
    expect(await entriesOf(TIMELINE, 119)).toBe(6); // every visibility: privacy is decided at read
    const followed = await wholeFeed(TIMELINE, 7);
    expect(followed).toEqual(await expected(TIMELINE));
    expect(followed.length).toBe(before.length + 4);
    await inTx((tx) => replica.unfollow(tx, TIMELINE, 119));
    expect(await entriesOf(TIMELINE, 119)).toBe(0);
    expect(await wholeFeed(TIMELINE, 7)).toEqual(before);
  });

  it('follows saves, visibility changes and deletes at once', async () => {
    const saved = await inTx((tx) => gems.create(tx, { userId: 105, title: 'New', visibility: 'followers' }));
    expect(await wholeFeed(TIMELINE, 9)).toEqual(await expected(TIMELINE));
    expect((await wholeFeed(TIMELINE, 9))[0]).toBe(saved.id);
    await inTx((tx) => gems.update(tx, saved.id, { visibility: 'private' }));
    expect(await wholeFeed(TIMELINE, 9)).not.toContain(saved.id);
    expect(await wholeFeed(TIMELINE, 9)).toEqual(await expected(TIMELINE));
    await inTx((tx) => gems.update(tx, saved.id, { visibility: 'public' }));
    expect((await wholeFeed(TIMELINE, 9))[0]).toBe(saved.id);
    await inTx((tx) => gems.delete(tx, saved.id));
    expect(await wholeFeed(TIMELINE, 9)).toEqual(await expected(TIMELINE));
    const { rowCount } = await pool.query(`SELECT 1 FROM ${t('feed_timeline_entries')} WHERE gem_id = $1`, [
      saved.id,
    ]);
    expect(rowCount).toBe(0);
  });

  it('is built when a follow crosses the threshold and dropped below the lower one', async () => {
    // Whoever would walk (more than FEED_PER_FOLLOWEE_MAX followees) normally has a timeline.
    expect(FEED_TIMELINE_ABOVE).toBeLessThanOrEqual(FEED_PER_FOLLOWEE_MAX);
    const viewer = 5;
    await pool.query(
      `INSERT INTO ${t('follows')} (follower_id, followed_id)
       SELECT $1::int, p FROM generate_series(100, 109) p
       UNION ALL SELECT $1, 2000 + k FROM generate_series(1, $2) k`,
      [viewer, FEED_TIMELINE_ABOVE - 11],
    );
    await inTx((tx) => replica.follow(tx, viewer, 2000 + FEED_TIMELINE_ABOVE - 10, new Date()));
    expect(await hasTimeline(viewer)).toBe(false); // FEED_TIMELINE_ABOVE followees: not yet
    await inTx((tx) => replica.follow(tx, viewer, 110, new Date()));
    expect(await hasTimeline(viewer)).toBe(true);
    expect(await entriesOf(viewer, 110)).toBe(6);
    expect(await wholeFeed(viewer, 8)).toEqual(await expected(viewer));
    // Unfollows down to FEED_TIMELINE_KEEP_FROM keep it; one more drops it, entries and all.
    const fillers = FEED_TIMELINE_ABOVE + 1 - FEED_TIMELINE_KEEP_FROM;
    for (let k = 1; k <= fillers; k++) await inTx((tx) => replica.unfollow(tx, viewer, 2000 + k));
    expect(await hasTimeline(viewer)).toBe(true);
    expect(await wholeFeed(viewer, 8)).toEqual(await expected(viewer));
    await inTx((tx) => replica.unfollow(tx, viewer, 110));
    expect(await hasTimeline(viewer)).toBe(false);
    expect(await entriesOf(viewer, 105)).toBe(0);
    expect(await wholeFeed(viewer, 8)).toEqual(await expected(viewer));
  });
});

describe('a wide curator (more followers than the fan-out serves)', () => {
  /** Six gems of every visibility, and one older than HORIZON's horizon (the walk reads it). */
  const WIDE = 130;
  const inTx = <R>(work: (tx: object) => Promise<R>) => prisma.$transaction((tx) => work(tx));
  const count = async (table: string, where: string, values: unknown[]) =>
    Number((await pool.query(`SELECT count(*) AS n FROM ${t(table)} WHERE ${where}`, values)).rows[0].n);
  const entriesOf = (viewer: number) =>
    count('feed_timeline_entries', 'viewer_id = $1 AND owner_id = $2', [viewer, WIDE]);
  const listed = (viewer: number) =>
    count('feed_timeline_wide_follows', 'viewer_id = $1 AND owner_id = $2', [viewer, WIDE]);
  /** Both statements (the hint may pick either) and every page size answer the rule. */
  const feedIsRight = async (viewer: number) => {
    const want = await expected(viewer);
    for (const limit of [1, 7, 200]) expect(await wholeFeed(viewer, limit)).toEqual(want);
    for (const timeline of [true, false]) {
      const query = { viewerId: viewer, scope: { kind: 'feed' }, ordering: 'recent', limit: 2000 } as const;
      const { sql, values } = cards.build(query, 'head', { timeline });
      expect((await pool.query<{ id: number }>(sql, values)).rows.map((row) => row.id)).toEqual(want);
    }
    return want;
  };

  beforeAll(async () => {
    await pool.query(
      `INSERT INTO ${t('gems')} (user_id, title, visibility, created_at, updated_at)
       SELECT $1::int, 'Wide ' || i, (ARRAY['public', 'followers', 'private'])[1 + i % 3],
              timestamptz '2026-01-01' + i * interval '90 minutes', now()
         FROM generate_series(1, 6) i
       UNION ALL SELECT $1, 'Wide, old', 'public', timestamptz '2025-11-30', now()`,
      [WIDE],
    );
    // Everyone but the last follower the bound allows, as plain rows.
    await pool.query(
      `INSERT INTO ${t('follows')} (follower_id, followed_id)
       SELECT 300000 + k, $1 FROM generate_series(1, $2) k`,
      [WIDE, FEED_FANOUT_FOLLOWERS_MAX - 1],
    );
  });

  it('is fanned out up to the bound, then merged at read: saves write no entries and show at once', async () => {
    await inTx((tx) => replica.follow(tx, TIMELINE, WIDE, new Date())); // the bound's last follower
    expect(await entriesOf(TIMELINE)).toBe(7);
    expect(await count('feed_wide_owners', 'owner_id = $1', [WIDE])).toBe(0);
    await feedIsRight(TIMELINE);

    await inTx((tx) => replica.follow(tx, FEW, WIDE, new Date())); // one more: wide
    expect(await count('feed_wide_owners', 'owner_id = $1', [WIDE])).toBe(1);
    expect(await entriesOf(TIMELINE)).toBe(0);
    expect(await listed(TIMELINE)).toBe(1);
    const want = await feedIsRight(TIMELINE);
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id FROM ${t('gems')} WHERE user_id = $1 AND visibility <> 'private'`,
      [WIDE],
    );
    expect(want).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
    await feedIsRight(FEW);

    const saved = await inTx((tx) =>
      gems.create(tx, { userId: WIDE, title: 'Wide, new', visibility: 'followers' }),
    );
    expect(await entriesOf(TIMELINE)).toBe(0);
    expect((await feedIsRight(TIMELINE))[0]).toBe(saved.id);
    await inTx((tx) => gems.update(tx, saved.id, { visibility: 'private' }));
    expect(await feedIsRight(TIMELINE)).not.toContain(saved.id);
  });

  it('leaves a timeline’s listing with the unfollow and joins it with the follow', async () => {
    await inTx((tx) => replica.unfollow(tx, TIMELINE, WIDE));
    expect(await listed(TIMELINE)).toBe(0);
    await feedIsRight(TIMELINE);
    const { rows } = await pool.query<{ id: number }>(`SELECT id FROM ${t('gems')} WHERE user_id = $1`, [
      WIDE,
    ]);
    const feed = await wholeFeed(TIMELINE, 50);
    expect(feed.filter((id) => rows.some((row) => row.id === id))).toEqual([]);
    await inTx((tx) => replica.follow(tx, TIMELINE, WIDE, new Date()));
    expect(await listed(TIMELINE)).toBe(1);
    expect(await entriesOf(TIMELINE)).toBe(0);
    await feedIsRight(TIMELINE);
  });

  it('is listed, not copied, when a timeline is built, and read below the horizon by the walk', async () => {
    await pool.query(`INSERT INTO ${t('follows')} (follower_id, followed_id) VALUES ($1, $2)`, [
      HORIZON,
      WIDE,
    ]);
    await inTx((tx) => timelines.build(tx, HORIZON));
    expect(await listed(HORIZON)).toBe(1);
    expect(await entriesOf(HORIZON)).toBe(0);
    const want = await feedIsRight(HORIZON);
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id FROM ${t('gems')} WHERE user_id = $1 AND title = 'Wide, old'`,
      [WIDE],
    );
    expect(want).toContain(rows[0]!.id);
  });

  it('leaves nothing behind when the curator’s account is deleted', async () => {
    await inTx((tx) => replica.removeUser(tx, WIDE));
    expect(await count('feed_wide_owners', 'owner_id = $1', [WIDE])).toBe(0);
    expect(await count('feed_timeline_wide_follows', 'owner_id = $1', [WIDE])).toBe(0);
  });
});
