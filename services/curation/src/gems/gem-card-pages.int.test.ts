import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { GemCardsRepository, type GemCardQuery } from './gem-cards.repository.js';
import { GemCardPages } from './gem-card-pages.js';
import { toListedGem } from './gem.mapper.js';

const schema = uniqueSchema('gem_card_pages');
let url: string;
let pool: pg.Pool;
let cards: GemCardsRepository;
const gems = () => `"${schema}".gems`;
const mine: GemCardQuery = { viewerId: 1, scope: { kind: 'mine' }, ordering: 'recent', limit: 10 };

beforeAll(async () => {
  url = await testDatabaseUrl();
  pool = createPool(url);
  await runMigrations(pool, {
    schema,
    dir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  });
  await pool.query(
    `INSERT INTO ${gems()} (user_id, title, tags, updated_at)
     SELECT 1, 'Gem ' || i, ARRAY['t' || i], now() FROM generate_series(1, 3) i`,
  );
  cards = new GemCardsRepository(pool, schema);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  if (url) await dropSchemas(url, [schema]);
  await stopTestDatabase();
});

/** What the page must answer: the whole cards, read in one statement now. */
const expected = async () => (await cards.page(mine)).rows.map((row) => JSON.stringify(toListedGem(row)));

describe('GemCardPages', () => {
  it('answers the same cards as one whole statement, cold and then from kept content', async () => {
    const pages = new GemCardPages(cards);
    expect((await pages.page(mine)).cards).toEqual(await expected());
    expect((await pages.page(mine)).cards).toEqual(await expected());
  });

  it('shows an edit on the next read, whoever made it (the row version changes)', async () => {
    const pages = new GemCardPages(cards);
    await pages.page(mine);
    await pool.query(`UPDATE ${gems()} SET title = 'Renamed by hand' WHERE title = 'Gem 2'`);
    const titles = (await pages.page(mine)).cards.map((card) => JSON.parse(card).title);
    expect(titles).toContain('Renamed by hand');
    expect((await pages.page(mine)).cards).toEqual(await expected());
  });

  it('never mixes versions: a gem made private between the page and its content is not shown', async () => {
    const visitor: GemCardQuery = { viewerId: 2, scope: { kind: 'visible' }, ordering: 'recent', limit: 10 };
    let editBetween = true;
    let hidden = 0;
    // The real repository, with the owner's edit landing right after the page's statement.
    const racing = Object.create(cards) as GemCardsRepository;
    racing.contents = async (ids) => {
      if (editBetween) {
        editBetween = false;
        hidden = ids[0]!;
        await pool.query(`UPDATE ${gems()} SET visibility = 'private' WHERE id = $1`, [hidden]);
      }
      return cards.contents(ids);
    };
    const answer = await new GemCardPages(racing).page(visitor);
    expect(hidden).toBeGreaterThan(0);
    expect(answer.cards.map((card) => JSON.parse(card).id)).not.toContain(hidden);
    expect(answer.cards).toEqual(
      (await cards.page(visitor)).rows.map((row) => JSON.stringify(toListedGem(row))),
    );
  });
});
