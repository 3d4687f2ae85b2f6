// Seed data for the curation benchmark, written straight into curation's tables with set-based
// SQL (generate_series), so 200k gems and 1M likes take seconds, not hours of API calls.
// Seeded curators have ids from SEED_USER_BASE up, so they never collide with real accounts
// registered through identity (the benchmark's viewer is one of those).
import type pg from 'pg';
import { withSecondaryIndexesDropped } from './bulk-load.js';

export const SEED_USER_BASE = 100_000;

const WORDS = [
  'copper',
  'kettle',
  'garden',
  'river',
  'design',
  'typescript',
  'postgres',
  'recipe',
  'travel',
  'camera',
  'mountain',
  'coffee',
  'vintage',
  'keyboard',
  'bicycle',
  'lantern',
  'sourdough',
  'harbor',
  'meadow',
  'origami',
  'violin',
  'compass',
  'quartz',
  'saffron',
  'tundra',
  'willow',
  'atlas',
  'beacon',
  'cedar',
  'delta',
  'ember',
  'fjord',
  'glacier',
  'horizon',
  'island',
  'jasmine',
];
/**
 * Search's common and rare whole words: "guide" is in every title; RARE_WORD in one gem of 4,000
 * (50 at 200k gems), so the two searches differ only in how many gems match.
 */
export const COMMON_WORD = 'guide';
export const RARE_WORD = 'zeppelin';
const CATEGORIES = ['Article', 'Video', 'Product', 'Recipe', 'Travel', 'Music', 'Tool', 'Book'];
const TAGS = ['inspiration', 'howto', 'longread', 'deal', 'diy', 'favorite', 'research', 'fun'];

const arr = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]::text[]`;
/** A word picked by a hash of `expr`, so rows differ but the data is the same on every run. */
const word = (expr: string, salt: number) =>
  `(${arr(WORDS)})[1 + abs(hashint4((${expr})::int + ${salt})::bigint) % ${WORDS.length}]`;

export interface SeedPlan {
  users: number;
  /** Gem ids to create: (fromGem, toGem], so a second call grows the same data set. */
  fromGem: number;
  toGem: number;
  likesPerGem: number;
  followsPerUser: number;
  /** A real account that follows `viewerFollows` seeded curators (the feed's viewer). */
  viewerId: number;
  viewerFollows: number;
}

export async function seedUsersAndFollows(pool: pg.Pool, schema: string, plan: SeedPlan): Promise<void> {
  const s = `"${schema}"`;
  await pool.query(
    `INSERT INTO ${s}.user_cards (user_id, username, profile_image_url, is_public, updated_at)
     SELECT ${SEED_USER_BASE} + u, 'curator_' || u, NULL, u % 20 <> 0, now()
     FROM generate_series(1, $1) u ON CONFLICT DO NOTHING`,
    [plan.users],
  );
  await pool.query(
    `INSERT INTO ${s}.follows (follower_id, followed_id, created_at)
     SELECT ${SEED_USER_BASE} + u, ${SEED_USER_BASE} + 1 + (u + k * 97) % $1, now()
     FROM generate_series(1, $1) u, generate_series(1, $2) k
     WHERE 1 + (u + k * 97) % $1 <> u
     ON CONFLICT DO NOTHING`,
    [plan.users, plan.followsPerUser],
  );
  await pool.query(
    `INSERT INTO ${s}.follows (follower_id, followed_id, created_at)
     SELECT $1, ${SEED_USER_BASE} + k * 7, now() FROM generate_series(1, $2) k ON CONFLICT DO NOTHING`,
    [plan.viewerId, plan.viewerFollows],
  );
}

export async function seedGems(pool: pg.Pool, schema: string, plan: SeedPlan): Promise<void> {
  const s = `"${schema}"`;
  // Gem ids are given explicitly so likes can address them; the sequence is moved past them.
  // The gems' indexes are built after the rows (unless few rows are added to many).
  const bulk = plan.toGem - plan.fromGem >= plan.fromGem;
  const insertGems = () =>
    pool.query(
      `INSERT INTO ${s}.gems (id, user_id, title, description, user_note, url, canonical_url, image_url,
                            domain, categories, tags, visibility, is_bookmark, created_at, updated_at)
     SELECT g,
            ${SEED_USER_BASE} + 1 + abs(hashint4(g)::bigint) % $3,
            initcap(${word('g', 1)}) || ' ' || ${word('g', 2)} || ' ' || ${word('g', 3)} || ' ${COMMON_WORD} ' || g,
            'A page about ' || ${word('g', 4)} || ' and ' || ${word('g', 5)} || ' for curious people.'
              || CASE WHEN g % 4000 = 17 THEN ' Filed under ${RARE_WORD}.' ELSE '' END,
            CASE WHEN g % 3 = 0 THEN 'Saved for the ' || ${word('g', 6)} || ' project' ELSE '' END,
            'https://site' || (g % 500) || '.example.com/article/' || g,
            'https://site' || (g % 500) || '.example.com/article/' || g,
            'https://img.example.com/' || g || '.jpg',
            'site' || (g % 500) || '.example.com',
            ARRAY[(${arr(CATEGORIES)})[1 + g % ${CATEGORIES.length}]],
            ARRAY[(${arr(TAGS)})[1 + g % ${TAGS.length}], (${arr(TAGS)})[1 + (g / 7) % ${TAGS.length}]],
            CASE WHEN g % 20 = 0 THEN 'private' WHEN g % 10 = 0 THEN 'followers' ELSE 'public' END,
            false,
            now() - (($2 - g) * interval '37 seconds'),
            now() - (($2 - g) * interval '37 seconds')
     FROM generate_series($1 + 1, $2) g`,
      [plan.fromGem, plan.toGem, plan.users],
    );
  if (bulk) await withSecondaryIndexesDropped(pool, schema, 'gems', insertGems);
  else await insertGems();
  await pool.query(
    `SELECT setval(pg_get_serial_sequence('${s}.gems', 'id'), (SELECT max(id) FROM ${s}.gems))`,
  );
  await pool.query(
    `INSERT INTO ${s}.gem_likes (gem_id, user_id, created_at)
     SELECT g, ${SEED_USER_BASE} + 1 + abs(hashint4(g * 31 + k)::bigint) % $3, now()
     FROM generate_series($1 + 1, $2) g, generate_series(1, $4) k
     ON CONFLICT DO NOTHING`,
    [plan.fromGem, plan.toGem, plan.users, plan.likesPerGem],
  );
  await pool.query(
    `INSERT INTO ${s}.gem_stats (gem_id, like_count, comment_count)
     SELECT gem_id, count(*), 0 FROM ${s}.gem_likes WHERE gem_id > $1 AND gem_id <= $2 GROUP BY gem_id
     ON CONFLICT (gem_id) DO UPDATE SET like_count = EXCLUDED.like_count`,
    [plan.fromGem, plan.toGem],
  );
  // VACUUM as autovacuum would soon after a bulk load: it sets the visibility map that the
  // feed's index-only scan relies on (VACUUM cannot run in a multi-statement query).
  for (const table of ['gems', 'gem_likes', 'follows', 'gem_stats'])
    await pool.query(`VACUUM (ANALYZE) ${s}.${table}`);
}
