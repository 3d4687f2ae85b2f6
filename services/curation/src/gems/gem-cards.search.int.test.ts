import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { GemCardsRepository, type GemCardQuery } from './gem-cards.repository.js';
import { RANKED_MATCHES } from './relevance-sql.js';
import type { Keyset } from './gem-keyset.js';
import { searchTerms } from './gem-search.js';

const schema = uniqueSchema('gem_search');
let url: string;
let pool: pg.Pool;
let cards: GemCardsRepository;
const OLDER = 60;

beforeAll(async () => {
  url = await testDatabaseUrl();
  pool = createPool(url);
  await runMigrations(pool, {
    schema,
    dir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  });
  const gems = `"${schema}".gems`;
  // More full-text matches than are ranked: every 50th has the word in its title (ranks higher).
  await pool.query(
    `INSERT INTO ${gems} (user_id, title, description, updated_at)
     SELECT 1, CASE WHEN i % 50 = 0 THEN 'Walrus notes ' || i ELSE 'Notes ' || i END,
            CASE WHEN i % 50 = 0 THEN '' ELSE 'about the walrus' END, now()
     FROM generate_series(1, $1::int) i ORDER BY i`,
    [RANKED_MATCHES + OLDER],
  );
  await pool.query(
    `INSERT INTO ${gems} (user_id, title, visibility, updated_at) VALUES
       (1, 'walrus', 'public', now()), (1, 'walrus secret', 'private', now()),
       (1, 'xwalrusx one', 'public', now()), (1, 'xwalrusx two', 'public', now())`,
  );
  cards = new GemCardsRepository(pool, schema);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  if (url) await dropSchemas(url, [schema]);
  await stopTestDatabase();
});

async function allPages(limit: number): Promise<string[]> {
  const seen: string[] = [];
  let after: Keyset | undefined;
  for (let i = 0; i < 1000; i++) {
    const query: GemCardQuery = {
      viewerId: 0,
      scope: { kind: 'visible' },
      search: searchTerms('walrus'),
      ordering: 'relevance',
      limit,
      after,
    };
    const page = await cards.page(query);
    seen.push(...page.rows.map((row) => row.title));
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error('too many pages');
}

it('ranks the newest full-text matches, then the older ones newest first, then partial words', async () => {
  const total = RANKED_MATCHES + OLDER;
  const title = (i: number) => (i % 50 === 0 ? `Walrus notes ${i}` : `Notes ${i}`);
  const newest = Array.from({ length: RANKED_MATCHES }, (_, k) => total - k);
  const expected = [
    'walrus',
    ...newest.filter((i) => i % 50 === 0).map(title),
    ...newest.filter((i) => i % 50 !== 0).map(title),
    ...Array.from({ length: OLDER }, (_, k) => title(OLDER - k)),
    'xwalrusx two',
    'xwalrusx one',
  ];
  expect(await allPages(7)).toEqual(expected);
  expect(await allPages(100)).toEqual(expected);
  expect((await cards.page({ ...firstPage(), limit: 3 })).rows.map((r) => r.title)).toEqual(
    expected.slice(0, 3),
  );
}, 60_000);

const firstPage = (): GemCardQuery => ({
  viewerId: 0,
  scope: { kind: 'visible' },
  search: searchTerms('walrus'),
  ordering: 'relevance',
  limit: 20,
});
