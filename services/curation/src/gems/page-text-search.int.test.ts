// Search inside saved pages at the repository (issue 29 §3): the page-text tier's two windows
// (the newest PAGE_TEXT_WINDOW gem ids, then the older ones only when the page is short) keep the
// order exactly newest first across pages, and the snippet's short window around the first match
// marks the same words a whole-text headline would, falling back to the whole text when it misses.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type pg from 'pg';
import { createPool } from '@gems/platform/db/pool';
import { runMigrations } from '@gems/platform/db/migrate';
import { dropSchemas, stopTestDatabase, testDatabaseUrl, uniqueSchema } from '@gems/testkit';
import { matchSnippetOf } from './archives/match-snippet.js';
import { GemCardsRepository, type GemCardQuery } from './gem-cards.repository.js';
import type { Keyset } from './gem-keyset.js';
import { PAGE_TEXT_WINDOW } from './relevance-sql.js';
import { searchTerms } from './gem-search.js';

const schema = uniqueSchema('page_text');
let url: string;
let pool: pg.Pool;
let cards: GemCardsRepository;
const gems = () => `"${schema}".gems`;

beforeAll(async () => {
  url = await testDatabaseUrl();
  pool = createPool(url);
  await runMigrations(pool, {
    schema,
    dir: fileURLToPath(new URL('../../prisma/migrations', import.meta.url)),
  });
  cards = new GemCardsRepository(pool, schema);
}, 120_000);

afterAll(async () => {
  await pool?.end();
  if (url) await dropSchemas(url, [schema]);
  await stopTestDatabase();
});

/** A gem of user 1 (or `userId`) with a readable copy of `text`; its id. */
async function gemWithCopy(title: string, text: string, visibility = 'public', userId = 1): Promise<number> {
  const { rows } = await pool.query<{ id: number }>(
    `INSERT INTO ${gems()} (user_id, title, url, visibility, updated_at)
     VALUES ($1, $2, 'https://pages.example.com/' || md5($2), $3, now()) RETURNING id`,
    [userId, title, visibility],
  );
  const id = rows[0]!.id;
  await pool.query(
    `INSERT INTO "${schema}".gem_archives (gem_id, url, state, title, text, saved_at)
     VALUES ($1, 'https://pages.example.com/', 'kept', $2, $3, now())`,
    [id, title, text],
  );
  return id;
}

/** Moves the gems' id sequence on, so the next gem is outside the newest window of the ones before. */
const skipIds = (n: number) =>
  pool.query(
    `SELECT setval(pg_get_serial_sequence('${gems()}', 'id'), (SELECT max(id) FROM ${gems()}) + $1)`,
    [n],
  );

async function allPages(
  word: string,
  limit: number,
  viewerId = 0,
  scope: GemCardQuery['scope'] = { kind: 'visible' },
) {
  const seen: number[] = [];
  let after: Keyset | undefined;
  for (let i = 0; i < 100; i++) {
    const page = await cards.page({
      viewerId,
      scope,
      search: searchTerms(word),
      ordering: 'relevance',
      limit,
      after,
    });
    seen.push(...page.rows.map((row) => row.id));
    if (!page.next) return seen;
    after = page.next;
  }
  throw new Error('too many pages');
}

const filler = (words: number) => Array.from({ length: words }, (_, i) => `plain${i % 97} word`).join(' ');

describe('the page-text tier in two windows', () => {
  it('lists every gem whose page has the word newest first across both windows and every page size', async () => {
    const older = [
      await gemWithCopy('Old one', `${filler(40)} quillwort grows here`),
      await gemWithCopy('Old private', `quillwort ${filler(10)}`, 'private'),
      await gemWithCopy('Old two', `Quillworts by the water ${filler(20)}`),
    ];
    await skipIds(PAGE_TEXT_WINDOW + 50);
    const newer: number[] = [];
    for (let i = 0; i < 23; i++)
      newer.push(await gemWithCopy(`New ${i}`, `${filler(i)} quillwort ${filler(5)}`));
    await gemWithCopy('New without the word', filler(60));
    await gemWithCopy('New private', 'quillwort', 'private');

    const expected = [...newer].reverse().concat(older[2]!, older[0]!);
    // 20 a page: the first page from the newest window alone, the next crosses into the older one.
    expect(await allPages('quillwort', 20)).toEqual(expected);
    expect(await allPages('quillwort', 7)).toEqual(expected);
    expect(await allPages('quillwort', 1)).toEqual(expected);
    expect(await allPages('quillwort', 100)).toEqual(expected);
    // The owner's own search (My Collections) finds the private ones too; a visitor never does.
    const mine = await allPages('quillwort', 5, 1, { kind: 'mine' });
    expect(mine).toHaveLength(expected.length + 2);
    expect(mine).toEqual([...mine].sort((a, b) => b - a));
    expect(await allPages('quillwort', 5, 2)).toEqual(expected);
  }, 60_000);
});

describe('the snippet of a page-text match', () => {
  const snippetOf = async (word: string, id: number) => {
    const page = await cards.page({
      viewerId: 1,
      scope: { kind: 'mine' },
      search: searchTerms(word),
      ordering: 'relevance',
      limit: 50,
    });
    const row = page.rows.find((r) => r.id === id);
    return row?.match_snippet ? matchSnippetOf(row.match_snippet) : undefined;
  };

  it('marks a match deep in a long page, from a window around it', async () => {
    const id = await gemWithCopy(
      'Long read',
      `${filler(2000)} the marram grass holds the dune ${filler(300)}`,
    );
    const snippet = await snippetOf('marram', id);
    expect(snippet?.filter((p) => p.mark).map((p) => p.text)).toEqual(['marram']);
    expect(snippet?.map((p) => p.text).join('')).toMatch(/the marram grass holds the dune/);
  });

  it('marks a word the stem only finds later (the first hit in another word), from the whole text', async () => {
    // "studi" less its last letter, "stud", is first found in "student"; the match is "studies".
    const id = await gemWithCopy(
      'Lichen notes',
      `A student wrote this. ${filler(600)} Two studies of lichen ${filler(50)}`,
    );
    const snippet = await snippetOf('study', id);
    expect(snippet?.filter((p) => p.mark).map((p) => p.text)).toEqual(['studies']);
  });

  it('marks a capitalised word and every word of a two-word search', async () => {
    const id = await gemWithCopy(
      'Twin words',
      `${filler(300)} Saltmarsh and samphire meet here ${filler(300)}`,
    );
    const snippet = await snippetOf('saltmarsh samphire', id);
    expect(snippet?.filter((p) => p.mark).map((p) => p.text)).toEqual(['Saltmarsh', 'samphire']);
  });
});
