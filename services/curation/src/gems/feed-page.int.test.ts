import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { GemCardsRepository, type GemCardQuery } from './gem-cards.repository.js';
import { FEED_PER_FOLLOWEE_MAX } from './feed-page-sql.js';

// Both of the home feed's branches (issue 33) against the rules written out plainly: the
// viewer's own gems (any visibility) and their followees' that are not private, newest first.
const schema = uniqueSchema('feed_page');
let url: string;
let pool: pg.Pool;
let cards: GemCardsRepository;
const t = (name: string) => `"${schema}".${name}`;

/** Few followees: the per-followee branch. */
const FEW = 1;
/** More than FEED_PER_FOLLOWEE_MAX followees: the time-ordered walk. */
const MANY = 2;
/** Curators 100..119 post; both viewers follow 100..109; MANY also follows 1000.. (no gems). */
const POSTERS = Array.from({ length: 20 }, (_, i) => 100 + i);

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
    [[...POSTERS, FEW, MANY]],
  );
  await pool.query(
    `INSERT INTO ${t('follows')} (follower_id, followed_id)
     SELECT v, p FROM unnest($1::int[]) v, generate_series(100, 109) p
     UNION ALL SELECT $2, 1000 + k FROM generate_series(1, $3) k`,
    [[FEW, MANY], MANY, FEED_PER_FOLLOWEE_MAX + 5],
  );
  cards = new GemCardsRepository(pool, schema);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  if (url) await dropSchemas(url, [schema]);
  await stopTestDatabase();
});

/** Every page of the feed, `limit` at a time, through the keyset. */
async function wholeFeed(viewerId: number, limit: number, category?: string): Promise<number[]> {
  const ids: number[] = [];
  let after: GemCardQuery['after'];
  for (let pages = 0; pages < 100; pages++) {
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
  ])(
    '%s: own gems of every visibility, followees’ not private, newest first, any page size',
    async (_, viewer) => {
      const want = await expected(viewer);
      expect(want.length).toBeGreaterThan(40);
      for (const limit of [1, 4, 20, 200]) expect(await wholeFeed(viewer, limit)).toEqual(want);
      expect(await wholeFeed(viewer, 3, 'Music')).toEqual(await expected(viewer, 'Music'));
    },
  );

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
